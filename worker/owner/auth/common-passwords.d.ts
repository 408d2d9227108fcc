/** wrangler (and the tests' workerd) load `*.txt` modules as their text (wrangler's default module rules). */
declare module "*.txt" {
  const text: string;
  export default text;
}
