/** A lead as work (issue 36), on its staff page: its status with who and when, whom it is assigned to, the internal notes. */
import { useT } from "../../../client/i18n/catalog";
import { subjectWords } from "../../leads/lead-words";
import { LEAD_STATUSES, MAX_NOTE_CHARS, type LeadNote, type LeadStatus, type StatusChange } from "../../db/lead-work";
import { personLabel, type StaffPerson } from "../../db/staff-people";
import { FORMER_COLLEAGUE } from "../../privacy/statements";
import { When } from "./When";
import { VisitCancel, type VisitState } from "./VisitCancel";

/** Why a note was not kept: said next to the box, which keeps what was typed. */
export type NoteError = "empty" | "tooLong";

export interface LeadWorkProps {
  leadId: string;
  status: LeadStatus;
  assignee: string | null;
  /** Everyone the staff area knows: who did what, and the assignee, are named from these. */
  people: readonly StaffPerson[];
  /** Whom the lead may be assigned to (their role reaches the leads); `people` when not given. */
  choices?: readonly StaffPerson[] | undefined;
  changes: readonly StatusChange[];
  notes: readonly LeadNote[];
  noteError?: NoteError | undefined;
  /** The note typed before an error, shown again. */
  noteText?: string | undefined;
  /** The assignee choice was not kept: the colleague chosen no longer works the leads. */
  assignError?: boolean | undefined;
  /** The property the lead is about, named as the lead named it: its staff page is linked. */
  property?: { id: number; title: string | null; reference: string | null } | undefined;
  /** A visit request's visit: planned, or cancelled with its slot freed. */
  visit?: VisitState | undefined;
}

/** A colleague by name when known, else by address. */
export function colleagueName(people: readonly StaffPerson[], email: string): string {
  const person = people.find((candidate) => candidate.email === email);
  return person ? personLabel(person) : email;
}

/**
 * The assignee choice: nobody, then everyone who works the leads (and the current assignee, even if no
 * longer among them, named from `known` when it can).
 */
export function assigneeOptions(people: readonly StaffPerson[], current: string | null, known: readonly StaffPerson[] = []): StaffPerson[] {
  if (!current || people.some((person) => person.email === current)) return [...people];
  return [...people, known.find((person) => person.email === current) ?? { email: current, name: null }];
}

/** A property in words: its title and reference, or "a property" when its lead named neither. */
export function propertyWords(t: ReturnType<typeof useT>, property: { title: string | null; reference: string | null }): string {
  return subjectWords(property) || t("staff.property.unnamed");
}

export function LeadWork({ leadId, status, assignee, people, choices, changes, notes, noteError, noteText, assignError, property, visit }: LeadWorkProps) {
  const t = useT();
  const base = `/staff/leads/${leadId}`;
  return (
    <section aria-labelledby="work">
      <h2 id="work">{t("staff.work.title")}</h2>
      {property && (
        <p>
          {t("staff.work.property")} <a href={`/staff/properties/${property.id}/`}>{propertyWords(t, property)}</a>
        </p>
      )}
      <p>
        {t("staff.work.statusNow")} <strong>{t(`staff.work.status.${status}`)}</strong>
        {assignee ? ` · ${t("staff.work.assignedTo", { name: colleagueName(people, assignee) })}` : ` · ${t("staff.work.assignedNobody")}`}
      </p>
      {visit && (
        <VisitCancel
          leadId={leadId}
          visit={visit}
          name={visit.cancelled?.by === FORMER_COLLEAGUE ? t("staff.work.formerColleague") : colleagueName(people, visit.cancelled?.by ?? "")}
        />
      )}
      <div className="filters">
        <form method="post" action={`${base}/status/`} className="filters">
          <div className="field">
            <label htmlFor="lead-status">{t("staff.work.status")}</label>
            <select id="lead-status" name="status" defaultValue={status}>
              {LEAD_STATUSES.map((option) => (
                <option key={option} value={option}>
                  {t(`staff.work.status.${option}`)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit">{t("staff.work.changeStatus")}</button>
        </form>
        <form method="post" action={`${base}/assign/`} className="filters">
          <div className="field">
            <label htmlFor="lead-assignee">{t("staff.work.assignee")}</label>
            <select
              id="lead-assignee"
              name="assignee"
              defaultValue={assignee ?? ""}
              aria-invalid={assignError ? true : undefined}
              aria-describedby={assignError ? "assign-error" : undefined}
            >
              <option value="">{t("staff.work.nobody")}</option>
              {assigneeOptions(choices ?? people, assignee, people).map((person) => (
                <option key={person.email} value={person.email}>
                  {personLabel(person)}
                </option>
              ))}
            </select>
            {assignError && (
              <p id="assign-error" className="field-error">
                {t("staff.work.assignError")}
              </p>
            )}
          </div>
          <button type="submit">{t("staff.work.assign")}</button>
        </form>
      </div>
      <h3>{t("staff.work.history")}</h3>
      {changes.length === 0 ? (
        <p>{t("staff.work.noHistory")}</p>
      ) : (
        <ol>
          {changes.map((change) => (
            <li key={`${change.at}-${change.to}`}>
              {t(`staff.work.status.${change.to}`)},{" "}
              {t("staff.work.by", { name: change.by === FORMER_COLLEAGUE ? t("staff.work.formerColleague") : colleagueName(people, change.by) })},{" "}
              <When at={change.at} style="dateTime" />
            </li>
          ))}
        </ol>
      )}
      <h3 id="notes">{t("staff.work.notes")}</h3>
      {notes.length === 0 ? (
        <p>{t("staff.work.noNotes")}</p>
      ) : (
        <ol>
          {notes.map((note) => (
            <li key={note.id}>
              <p>
                <strong>{note.by === FORMER_COLLEAGUE ? t("staff.work.formerColleague") : colleagueName(people, note.by)}</strong>,{" "}
                <When at={note.at} style="dateTime" />
              </p>
              <pre>{note.body}</pre>
            </li>
          ))}
        </ol>
      )}
      <form method="post" action={`${base}/notes/`} className="stack">
        <div className="field">
          <label htmlFor="note-body">{t("staff.work.newNote")}</label>
          <textarea
            id="note-body"
            name="body"
            rows={4}
            defaultValue={noteText ?? ""}
            aria-invalid={noteError ? true : undefined}
            aria-describedby={noteError ? "note-error" : "note-help"}
          />
          {noteError ? (
            <p id="note-error" className="field-error">
              {t(`staff.work.noteError.${noteError}`, { max: MAX_NOTE_CHARS })}
            </p>
          ) : (
            <p id="note-help" className="help">
              {t("staff.work.noteHelp", { max: MAX_NOTE_CHARS })}
            </p>
          )}
        </div>
        <div>
          <button type="submit">{t("staff.work.addNote")}</button>
        </div>
      </form>
    </section>
  );
}
