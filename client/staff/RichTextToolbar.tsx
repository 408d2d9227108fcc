import { useRef, useState, type KeyboardEvent } from "react";

export interface ToolButton {
  key: string;
  label: string;
  /** Set on the buttons that are a state (a block's kind); left out on plain actions. */
  pressed?: boolean;
  /** The id of the panel the button opens, with whether it is open. */
  opens?: { id: string; open: boolean };
  disabled?: boolean;
  onPress: () => void;
}

const KEY_STEPS: Readonly<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * A toolbar as the ARIA pattern has it: one Tab stop, the arrow keys, Home and End move between its
 * buttons. A button that cannot act now says so (aria-disabled) and keeps its place in that order.
 */
export function RichTextToolbar({ label, controls, buttons }: { label: string; controls: string; buttons: readonly ToolButton[] }) {
  const [active, setActive] = useState(0);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = KEY_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const next = step(active, buttons.length);
    setActive(next);
    refs.current[next]?.focus();
  };

  return (
    <div role="toolbar" aria-label={label} aria-controls={controls} className="rt-toolbar" onKeyDown={onKeyDown}>
      {buttons.map((button, index) => (
        <button
          key={button.key}
          ref={(element) => {
            refs.current[index] = element;
          }}
          type="button"
          tabIndex={index === active ? 0 : -1}
          aria-pressed={button.pressed}
          aria-expanded={button.opens?.open}
          aria-controls={button.opens?.open ? button.opens.id : undefined}
          aria-disabled={button.disabled || undefined}
          // A click keeps the editor's focus and selection; the keyboard still reaches every button.
          onMouseDown={(event) => event.preventDefault()}
          onFocus={() => setActive(index)}
          onClick={() => {
            if (!button.disabled) button.onPress();
          }}
        >
          {button.label}
        </button>
      ))}
    </div>
  );
}
