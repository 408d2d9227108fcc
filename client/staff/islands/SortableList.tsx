import { useLayoutEffect, useRef, useState, type DragEvent, type KeyboardEvent } from "react";
import { fillTemplate } from "../template";

export interface SortableItem {
  id: string;
  label: string;
  /** Said after the label (a page's status). */
  note?: string;
}

/** Words of the list, translated by the worker; `{label}`, `{position}` and `{count}` are filled in here. */
export interface SortableLabels {
  instructions: string;
  up: string;
  down: string;
  grabbed: string;
  moved: string;
  dropped: string;
  cancelled: string;
}

export interface SortableListProps {
  /** The name of the hidden field each item posts its id under, in the shown order. */
  name: string;
  items: SortableItem[];
  labels: SortableLabels;
}

type Focus = { id: string; on: "item" | "up" | "down" } | null;

const moved = (items: readonly SortableItem[], from: number, to: number): SortableItem[] => {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item) next.splice(to, 0, item);
  return next;
};

/**
 * A list put in order by dragging, by the keyboard (Space or Enter takes an item, the arrows move it,
 * Space or Enter puts it down, Escape puts it back) or by its up and down buttons, each move said
 * aloud. The form posts the ids in the shown order, as the no-script list's buttons do one move at a time.
 */
export default function SortableList({ name, items: initial, labels }: SortableListProps) {
  const [items, setItems] = useState(initial);
  const [grabbed, setGrabbed] = useState<{ id: string; before: SortableItem[] } | null>(null);
  const [dragging, setDragging] = useState<string | null>(null);
  const [said, setSaid] = useState("");
  const [focus, setFocus] = useState<Focus>(null);
  const rows = useRef(new Map<string, HTMLLIElement>());

  // Moving a focused element in the document blurs it: focus follows the item it was on.
  useLayoutEffect(() => {
    if (!focus) return;
    const row = rows.current.get(focus.id);
    const handle = row?.querySelector<HTMLButtonElement>(".sortable-handle");
    const target = focus.on === "item" ? handle : row?.querySelector<HTMLButtonElement>(`[data-move="${focus.on}"]`);
    (target && !target.disabled ? target : handle)?.focus();
  }, [focus, items]);

  const say = (template: string, list: readonly SortableItem[], id: string) => {
    const index = list.findIndex((item) => item.id === id);
    setSaid(fillTemplate(template, { label: list[index]?.label ?? "", position: index + 1, count: list.length }));
  };

  const move = (id: string, by: number, on: NonNullable<Focus>["on"]) => {
    const from = items.findIndex((item) => item.id === id);
    const to = Math.min(Math.max(from + by, 0), items.length - 1);
    if (from < 0 || to === from) return;
    const next = moved(items, from, to);
    setItems(next);
    setFocus({ id, on });
    say(labels.moved, next, id);
  };

  /** Space, Enter or a click on an item takes it, or puts the taken one down; taking another puts the first down where it is. */
  const toggle = (id: string) => {
    if (grabbed?.id === id) {
      setGrabbed(null);
      say(labels.dropped, items, id);
    } else {
      setGrabbed({ id, before: items });
      say(labels.grabbed, items, id);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, id: string) => {
    const index = items.findIndex((item) => item.id === id);
    switch (event.key) {
      case "ArrowUp":
      case "ArrowDown": {
        event.preventDefault();
        const by = event.key === "ArrowUp" ? -1 : 1;
        if (grabbed?.id === id) move(id, by, "item");
        else {
          const neighbour = items[index + by];
          if (neighbour) setFocus({ id: neighbour.id, on: "item" });
        }
        return;
      }
      case "Escape":
        if (!grabbed) return;
        event.preventDefault();
        setItems(grabbed.before);
        setGrabbed(null);
        setFocus({ id: grabbed.id, on: "item" });
        say(labels.cancelled, grabbed.before, grabbed.id);
        return;
    }
  };

  const onDragOver = (event: DragEvent<HTMLLIElement>, overId: string) => {
    if (!dragging) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = "move";
    if (overId === dragging) return;
    setItems((current) =>
      moved(
        current,
        current.findIndex((item) => item.id === dragging),
        current.findIndex((item) => item.id === overId),
      ),
    );
  };

  return (
    <div className="sortable">
      <p id={`${name}-instructions`} className="hint">
        {labels.instructions}
      </p>
      <ol>
        {items.map((item, index) => (
          <li
            key={item.id}
            ref={(row) => {
              if (row) rows.current.set(item.id, row);
              else rows.current.delete(item.id);
            }}
            data-grabbed={grabbed?.id === item.id || dragging === item.id ? "" : undefined}
            onDragOver={(event) => onDragOver(event, item.id)}
            onDrop={(event) => event.preventDefault()}
          >
            <input type="hidden" name={name} value={item.id} />
            <button
              type="button"
              className="sortable-handle"
              draggable
              aria-describedby={`${name}-instructions`}
              aria-pressed={grabbed?.id === item.id}
              onClick={() => toggle(item.id)}
              onKeyDown={(event) => onKeyDown(event, item.id)}
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = "move";
                event.dataTransfer.setData("text/plain", item.id);
                setDragging(item.id);
              }}
              onDragEnd={() => {
                setDragging(null);
                say(labels.dropped, items, item.id);
              }}
            >
              <span className="sortable-label" id={`${name}-label-${item.id}`}>
                {item.label}
                {item.note && <span className="sortable-note"> ({item.note})</span>}
              </span>
            </button>
            <span className="item-tools">
              {/* Which page each button moves: seven "Move up" buttons are otherwise told apart by nothing. */}
              <button type="button" data-move="up" aria-describedby={`${name}-label-${item.id}`} disabled={index === 0} onClick={() => move(item.id, -1, "up")}>
                {labels.up}
              </button>
              <button
                type="button"
                data-move="down"
                aria-describedby={`${name}-label-${item.id}`}
                disabled={index === items.length - 1}
                onClick={() => move(item.id, 1, "down")}
              >
                {labels.down}
              </button>
            </span>
          </li>
        ))}
      </ol>
      <p className="visually-hidden" aria-live="assertive">
        {said}
      </p>
    </div>
  );
}
