/** The query of the document request's thank-you page when the documents were asked for before. */
export const ALREADY_REQUESTED = "already-requested";
