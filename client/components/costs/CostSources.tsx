import type { DutyResult } from "../../domain/costs";
import { COST_SOURCES, type CostSource } from "../../domain/costs/sources";
import type { CostWords } from "./words";

type SourceWords = NonNullable<CostWords["sources"]>;

function Source({ source, words }: { source: CostSource; words: SourceWords }) {
  return <a href={COST_SOURCES[source]}>{words.names[source]}</a>;
}

/** The footnotes of the figures (CostFigures' note numbers): each rule's source, when the rates were set and when they were last compared with the sources. */
export function CostSources({ duty, words }: { duty: DutyResult; words: SourceWords }) {
  return (
    <div className="cost-sources">
      <h2>{words.title}</h2>
      <ol>
        <li>
          <Source source={duty.source} words={words} />
        </li>
        <li>
          {words.notary} <Source source="notary" words={words} />
        </li>
        <li>
          {words.mortgageDeed} <Source source="notary" words={words} />
        </li>
        <li>
          {words.monthly} <Source source="mortgage" words={words} />
        </li>
      </ol>
      <p>{words.checkedOn}</p>
      <p>{words.comparedOn}</p>
    </div>
  );
}
