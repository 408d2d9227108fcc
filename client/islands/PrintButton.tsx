import { useEffect, useState } from "react";

export interface PrintButtonProps {
  label: string;
}

/**
 * "Print" on a page made to be printed: shown once the script runs (window.print needs it); without
 * script the browser's own print command prints the same page.
 */
export default function PrintButton({ label }: PrintButtonProps) {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return (
    <button type="button" className="button button-primary" hidden={!ready} onClick={() => window.print()}>
      {label}
    </button>
  );
}
