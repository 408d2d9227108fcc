import { describe, expect, it } from "vitest";
import { isFormField, POPUP_IDLE_MS, popupVerdict, type PopupMoment } from "../../../client/domain/popup";

const NOW = 1_000_000;
const calm: PopupMoment = { now: NOW, lastActivityAt: null, consentAnswered: true, otherDialogOpen: false, focusInFormField: false, formStarted: false };

describe("when the timed pop-up may open", () => {
  it("opens when the cookie question is answered, nothing else is open and the visitor has done nothing", () => {
    expect(popupVerdict(calm)).toEqual({ open: true });
    expect(popupVerdict({ ...calm, lastActivityAt: NOW - POPUP_IDLE_MS })).toEqual({ open: true });
  });

  it("waits for the consent answer before anything else", () => {
    expect(popupVerdict({ ...calm, consentAnswered: false, otherDialogOpen: true, focusInFormField: true })).toEqual({ open: false, waitFor: "consent" });
  });

  it("never opens over another dialog", () => {
    expect(popupVerdict({ ...calm, otherDialogOpen: true })).toEqual({ open: false, waitFor: "dialog" });
  });

  it("never takes focus from a form field, however long the visitor has been idle in it", () => {
    expect(popupVerdict({ ...calm, focusInFormField: true, lastActivityAt: NOW - 60 * POPUP_IDLE_MS })).toEqual({ open: false, waitFor: "field" });
  });

  it("gives up the page once a form is started or shows errors, whatever else holds", () => {
    expect(popupVerdict({ ...calm, formStarted: true })).toEqual({ open: false, waitFor: "next page" });
    expect(popupVerdict({ ...calm, formStarted: true, consentAnswered: false, lastActivityAt: NOW - 60 * POPUP_IDLE_MS })).toEqual({
      open: false,
      waitFor: "next page",
    });
  });

  it("waits out the rest of the idle period after the last key, input or pointer move", () => {
    expect(popupVerdict({ ...calm, lastActivityAt: NOW - 1000 })).toEqual({ open: false, waitFor: "idle", ms: POPUP_IDLE_MS - 1000 });
    expect(popupVerdict({ ...calm, lastActivityAt: NOW })).toEqual({ open: false, waitFor: "idle", ms: POPUP_IDLE_MS });
  });
});

describe("what counts as a form field", () => {
  it("counts text fields, text areas, selects, checkboxes and editable regions", () => {
    for (const element of [
      { tagName: "INPUT" },
      { tagName: "input", type: "email" },
      { tagName: "INPUT", type: "search" },
      { tagName: "INPUT", type: "checkbox" },
      { tagName: "TEXTAREA" },
      { tagName: "SELECT" },
      { tagName: "DIV", isContentEditable: true },
    ])
      expect(isFormField(element), JSON.stringify(element)).toBe(true);
  });

  it("does not count buttons, links, the page itself or nothing", () => {
    for (const element of [
      { tagName: "BUTTON" },
      { tagName: "INPUT", type: "submit" },
      { tagName: "INPUT", type: "button" },
      { tagName: "A" },
      { tagName: "BODY" },
      null,
    ])
      expect(isFormField(element), JSON.stringify(element)).toBe(false);
  });
});
