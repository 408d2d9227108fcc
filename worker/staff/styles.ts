/**
 * The staff area's own small stylesheet, inlined with the page's CSP nonce: the staff pages share
 * nothing with the public bundle (client/styles), and a few rules do not justify a second build.
 * Colours keep WCAG AA contrast on white.
 */
export const STAFF_CSS = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1a1a;background:#fff}
a{color:#0b4f8a}
a:focus-visible,button:focus-visible,input:focus-visible,select:focus-visible,summary:focus-visible{outline:3px solid #0b4f8a;outline-offset:2px}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.sortable ol{list-style:none;padding:0;margin:.5rem 0 1rem;max-width:40rem}
.sortable li{display:flex;justify-content:space-between;align-items:center;gap:1rem;border:1px solid #c4c4c4;border-radius:4px;padding:.4rem .6rem;margin:0 0 .35rem;background:#fff}
.sortable-handle{flex:1;text-align:left;background:none;color:#1a1a1a;border-color:transparent;cursor:grab}
.sortable li[data-grabbed]{border:2px dashed #0b4f8a;background:#eef2f6}
.sortable-note{color:#595959}
.skip{position:absolute;left:-999px}.skip:focus{left:1rem;top:1rem;background:#fff;padding:.5rem;z-index:2}
header{background:#16324f;color:#fff;padding:.75rem 1rem}
header a{color:#fff}
header nav ul{list-style:none;display:flex;flex-wrap:wrap;gap:.25rem 1.25rem;margin:.5rem 0 0;padding:0}
header nav a[aria-current=page]{font-weight:700;text-decoration-thickness:3px}
.who{margin:0;font-size:.9rem}
header .top{display:flex;flex-wrap:wrap;justify-content:space-between;gap:.25rem 1rem;align-items:baseline}
header nav.languages ul{margin:0;gap:.25rem .75rem;font-size:.9rem}
header nav.languages a[aria-current=true]{font-weight:700;text-decoration:none}
.dev-banner{background:#fff3cd;color:#4d3800;border:2px solid #8a6500;padding:.5rem 1rem;margin:0 0 .5rem;font-weight:600}
main{padding:1rem;max-width:80rem}
h1{font-size:1.6rem;margin:.5rem 0 1rem}
h2{font-size:1.25rem;margin:1.5rem 0 .5rem}
table{border-collapse:collapse;width:100%;margin:.5rem 0 1rem;font-size:.95rem}
caption{text-align:left;font-weight:700;padding:.25rem 0}
th,td{border:1px solid #c4c4c4;padding:.35rem .5rem;text-align:left;vertical-align:top}
thead th{background:#eef2f6}
tbody th{font-weight:600;background:#f7f9fb}
td.num{text-align:right}
.filters{display:flex;flex-wrap:wrap;gap:.75rem;align-items:flex-end;margin-bottom:1rem}
.filters label,.stack label{display:flex;flex-direction:column;font-size:.9rem}
input,select,button{font:inherit;padding:.35rem .5rem;border:1px solid #6b6b6b;border-radius:4px;background:#fff;color:#1a1a1a}
button{background:#16324f;color:#fff;border-color:#16324f;cursor:pointer}
button.danger{background:#a1231b;border-color:#a1231b}
.inline{display:inline}
.stack{display:grid;gap:.75rem;max-width:32rem}
.check{display:flex;gap:.5rem;align-items:flex-start}
.notice{background:#e8f3ea;border-left:4px solid #1e6b30;padding:.5rem .75rem}
.warning{background:#fdecea;border-left:4px solid #a1231b;padding:.5rem .75rem}
.pager{display:flex;gap:1rem;list-style:none;padding:0}
pre,.answer{white-space:pre-wrap;word-break:break-word;margin:0}
dl.counts{display:grid;grid-template-columns:max-content max-content;gap:.25rem 1rem}
dl.counts dt{font-weight:600}
.tiles{list-style:none;padding:0;margin:.5rem 0 1rem;display:grid;grid-template-columns:repeat(auto-fill,minmax(min(13rem,100%),1fr));gap:.75rem}
.tile a{display:flex;flex-direction:column;height:100%;border:1px solid #c4c4c4;border-left:6px solid #16324f;border-radius:4px;padding:.6rem .8rem;text-decoration:none;color:#1a1a1a}
.tile a:hover .tile-what{text-decoration:underline}
.tile-count{font-size:1.9rem;font-weight:700;line-height:1.1;color:#16324f}
.tile-alarm a{border-left-color:#a1231b;background:#fdecea}
.tile-alarm .tile-count{color:#8a1c13}
table.weeks th[scope=col]{white-space:nowrap;font-size:.85rem}
table.weeks td{white-space:nowrap}
table.weeks tr.totals th,table.weeks tr.totals td{border-top:2px solid #6b6b6b;font-weight:600}
svg.bar{display:block;margin:.2rem 0 0 auto;fill:#0b4f8a}
.table-scroll caption{max-width:calc(100vw - 2rem)}
form.document{display:grid;gap:.75rem}
form.document fieldset{border:1px solid #c4c4c4;border-radius:4px;padding:.5rem .75rem;margin:0;display:grid;gap:.6rem;min-width:0}
form.document legend{font-weight:700;padding:0 .25rem}
.field{display:flex;flex-direction:column;gap:.2rem}
.field input,.field textarea,.field select{width:100%;max-width:48rem}
.field input.short{max-width:10rem}
textarea{font:inherit;padding:.35rem .5rem;border:1px solid #6b6b6b;border-radius:4px}
.lang-grid{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(14rem,100%),1fr));gap:.75rem}
.missing{color:#8a1c13;font-weight:600;font-size:.9rem}
.missing-count{font-weight:600}
.field-error{color:#8a1c13;font-weight:600;margin:0}
[aria-invalid=true]{border:2px solid #a1231b}
.fixed{margin:0;font-size:.95rem}
form.document fieldset>button{justify-self:start}
.item-tools{display:flex;flex-wrap:wrap;gap:.5rem}
.toolbar{display:flex;gap:.5rem}
.help{font-size:.9rem;color:#3d3d3d}
button:disabled{background:#6b6b6b;border-color:#6b6b6b;cursor:not-allowed}
.rich-text{display:grid;gap:.35rem;max-width:48rem}
.rich-text .hint{margin:0;font-size:.9rem;color:#3d3d3d}
.rt-toolbar{display:flex;flex-wrap:wrap;gap:.25rem}
.rt-toolbar button{background:#fff;color:#16324f;border:1px solid #16324f;padding:.15rem .5rem;font-size:.9rem}
.rt-toolbar button[aria-pressed=true]{background:#16324f;color:#fff;font-weight:600}
.rt-toolbar button[aria-disabled=true]{color:#595959;border-color:#8c8c8c;cursor:not-allowed}
.rt-link{border:1px solid #c4c4c4;border-radius:4px;padding:.5rem .75rem;display:grid;gap:.5rem}
.rt-area{position:relative;min-height:8rem;padding:.35rem .5rem;border:1px solid #6b6b6b;border-radius:4px;background:#fff;color:#1a1a1a;white-space:pre-wrap;white-space:break-spaces;word-wrap:break-word;font-variant-ligatures:none}
.rt-area:focus-visible{outline:3px solid #0b4f8a;outline-offset:2px}
.rt-area>:first-child{margin-top:0}
.rt-area p,.rt-area ul{margin:0 0 .5rem}
.rt-area ul{padding-left:1.5rem}
.rt-area li{position:relative}
.rt-area li p{margin:0}
.rt-area h2{font-size:1.2rem;margin:.75rem 0 .25rem}
.rt-area h3{font-size:1.05rem;margin:.6rem 0 .25rem}
.rt-area p[data-link-block]{color:#0b4f8a;text-decoration:underline}
.rt-area p[data-link-block]::after{content:" → " attr(data-target);display:inline-block;margin-left:.25rem;color:#3d3d3d;font-size:.85rem;text-decoration:none;pointer-events:none;user-select:none}
.rt-area img.ProseMirror-separator{display:inline;border:none;margin:0}
.ProseMirror-hideselection{caret-color:transparent}
.ProseMirror-hideselection ::selection{background:transparent}
.rt-status{margin:0;min-height:1.5em;font-size:.9rem;color:#1a1a1a}
.search-snippet{max-width:40rem;margin:1rem 0}
.snippet{border:1px solid #c4c4c4;border-radius:6px;padding:.6rem .8rem;background:#fafafa;font-family:arial,sans-serif}
.snippet p{margin:0;overflow-wrap:anywhere}
.snippet-url{font-size:.85rem;color:#3d3d3d}
.snippet-title{font-size:1.2rem;color:#1a0dab;line-height:1.3}
.snippet-description{font-size:.9rem;color:#3d3d3d}
details.disclosure{border:1px solid #c4c4c4;border-radius:4px;padding:.4rem .8rem;margin:1rem 0}
details.disclosure>summary{cursor:pointer;font-weight:600}
.address-input{display:flex;align-items:center;gap:.25rem;flex-wrap:wrap}
.address-input input{flex:1;min-width:10rem}
.image-current img{display:block;max-width:15rem;height:auto;border:1px solid #c4c4c4}
.image-choice{margin:.5rem 0}
.image-choice summary{cursor:pointer;font-weight:600;padding:.25rem 0}
.image-library{display:grid;grid-template-columns:repeat(auto-fill,minmax(9.5rem,1fr));gap:.5rem}
.image-library legend{font-weight:600}
.thumb{display:flex;flex-direction:column;align-items:flex-start;gap:.25rem;border:1px solid #c4c4c4;border-radius:4px;padding:.4rem;font-size:.9rem;cursor:pointer}
.thumb:has(input:checked){border:2px solid #0b4f8a;background:#eef2f6}
.thumb img{max-width:100%;height:auto}
.thumb[hidden],.option-filter [hidden]{display:none}
.option-filter{display:flex;gap:.5rem;align-items:center;margin:.25rem 0;font-size:.9rem}
.option-filter input{max-width:16rem}
.field-note{margin:.1rem 0 .4rem;font-size:.95rem;color:#3d3d3d}
details.advanced{margin:1.5rem 0;border:1px solid #c4c4c4;border-radius:4px;padding:.5rem .75rem}
details.advanced>summary{cursor:pointer;font-weight:700;font-size:1.1rem}
.media-library{list-style:none;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(16rem,1fr));gap:1rem}
.media-item{border:1px solid #c4c4c4;border-radius:4px;padding:.5rem}
.media-item img{display:block;max-width:100%;height:auto;border:1px solid #e0e0e0}
.table-scroll{overflow-x:auto;max-width:100%;margin:.5rem 0 1rem}
.table-scroll>table{margin:0}
dl.facts{display:grid;grid-template-columns:max-content minmax(0,1fr);gap:.25rem 1rem}
dl.facts dt{font-weight:600}
dl.facts dd{margin:0;overflow-wrap:anywhere}
.compliance-missing,.compliance-rules{margin:0;padding-left:1.1rem}
.listing-where{font-weight:400}
`;
