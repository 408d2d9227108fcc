/**
 * The provider's endpoints, in one place, as Omnicasa's catalogue names them (fw4-bvba/omnicasa-api
 * src/Request/). Each is called as `GET {base}/{Endpoint}Json?json={...}` and answers
 * `{Endpoint}JsonResult`.
 */
export const ENDPOINTS = {
  /** Every property; with ProjectID, the units of one new-build project. */
  propertyList: "GetPropertyList",
  property: "GetProperty",
  typeGroups: "GetWebIDList",
  cities: "GetCityList",
  projectList: "GetProjectList",
  project: "GetProject",
  /** The gallery of one property (ObjectID), when the list does not embed it. */
  propertyPictures: "GetPropertyPictureList",
  /** The gallery of one project (ProjectID). */
  projectPictures: "GetProjectPictureList",
  /** The buildings of one project (ProjectID); a unit names its building by BuildingID. */
  buildings: "GetBuildingList",
  /** Published documents of properties (ObjectIDs). */
  documents: "GetDocumentList",
  /** A lead about a property (ObjectID) or none, pushed to the agency's CRM; a visit carries its moment as AgendaComment. */
  contactOnMe: "ContactOnMe",
  /** A lead about a new-build project (ProjectIDs). */
  contactOnMeProject: "ContactOnMeProject",
  /** A search alert (a demand): what the visitor looks for, the CRM matches it against the agency's stock too. */
  demandRegister: "DemandRegister",
  /** Persons; with IsProprietorsOfActiveProperties, the owners of listed properties (the owner portal's accounts). */
  personList: "GetPersonList",
  /** The properties related to a person, asked by the person's e-mail (Email). */
  relatedProperties: "GetRelatedProperties",
  /** A property's calendar history (ObjectID): visits, calls, mails, letters. */
  calendarHistories: "GetCalendarHistories",
  /** Where a property (ObjectID) was published online: the portals. */
  mediaOnlineHistories: "GetMediaOnlineHistories",
} as const;

export type Endpoint = (typeof ENDPOINTS)[keyof typeof ENDPOINTS];

/** Time one attempt may take, headers and body included. */
export const PROVIDER_TIMEOUT_MS = 15_000;
/** Extra attempts after the first, for transient failures only (network, timeout, 5xx, 429). */
export const PROVIDER_RETRIES = 3;
/** First retry waits this long; each next one twice as long. */
export const PROVIDER_BACKOFF_MS = 500;
/** A 429's Retry-After is honoured up to this many milliseconds. */
export const MAX_RETRY_AFTER_MS = 30_000;
/** Rows per list page (Limit1..Limit2). */
export const PROVIDER_PAGE_SIZE = 100;
/** A list longer than this many pages is treated as a protocol error (a RowsCount gone wrong). */
export const MAX_PAGES = 1_000;
/** Ids per call when asking documents for many properties (the query string has a length limit). */
export const ID_BATCH_SIZE = 50;
