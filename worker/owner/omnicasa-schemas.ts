/**
 * Omnicasa's owner answers as valibot reads them. Endpoints and request fields come from
 * fw4-bvba/omnicasa-api src/Request/Owner/; the ANSWERS' field names are documented nowhere we could
 * read: every item field below is read leniently (several spellings, absent allowed) and marked
 * "unverified"; tests/fixtures/omnicasa/owner-answers.ts holds answers modelled on the feed's known
 * shapes, not captured. worker/owner/omnicasa-mapping.ts turns them into the portal's types.
 */
import * as v from "valibot";
import { idSchema, optionalBoolean, optionalNumber, optionalText, parseProviderDate } from "../feed/provider/schemas/primitives";

/** The first of `names` the item has (an answer field spelt several ways by Omnicasa's versions). */
function firstOf(item: Record<string, unknown>, names: readonly string[]): unknown {
  for (const name of names) if (item[name] !== undefined && item[name] !== null && item[name] !== "") return item[name];
  return undefined;
}

const record = v.record(v.string(), v.unknown());

/** A person of GetPersonList. Unverified names: Email, FirstName, Name (the last name, as RegisterPerson sends it), LanguageId/LanguageID/Language. */
export const personSchema = v.pipe(
  record,
  v.transform((item) => ({
    ID: item.ID,
    email: firstOf(item, ["Email", "EMail", "EmailAddress"]),
    firstName: firstOf(item, ["FirstName", "Firstname"]),
    lastName: firstOf(item, ["Name", "LastName", "Lastname"]),
    language: firstOf(item, ["LanguageId", "LanguageID", "Language"]),
  })),
  v.object({
    ID: idSchema,
    email: optionalText,
    firstName: optionalText,
    lastName: optionalText,
    language: v.nullish(v.union([v.number(), v.string()])),
  }),
);
export type OmnicasaPerson = v.InferOutput<typeof personSchema>;

/**
 * A property of GetRelatedProperties: its ID (the feed's property id) and, unverified, the person's
 * relation to it as a PersonType number (src/Models/PersonType.php: 1 Owner, 2 CurrentTenant, ...,
 * 10 Buyer) under PersonTypeID/PersonTypeId/TypeID; absent when the answer names none.
 */
export const relatedPropertySchema = v.pipe(
  record,
  v.transform((item) => ({ ID: firstOf(item, ["ID", "ObjectID", "PropertyID"]), personType: firstOf(item, ["PersonTypeID", "PersonTypeId", "TypeID"]) })),
  v.object({ ID: idSchema, personType: optionalNumber }),
);
export type OmnicasaRelatedProperty = v.InferOutput<typeof relatedPropertySchema>;

/**
 * An entry of GetCalendarHistories. Unverified names: Date/StartDate/StartDateTime, TypeID/TypeId/HistoryTypeID
 * (the HistoryType number; CreateHistory sends TypeId), UserName/User/UserFullName (the agency's person),
 * Subject, Content/Comment/Description (CreateHistory sends Subject and Content), Status/StatusName and IsDone.
 */
export const calendarItemSchema = v.pipe(
  record,
  v.transform((item) => ({
    date: firstOf(item, ["Date", "StartDate", "StartDateTime", "HistoryDate"]),
    type: firstOf(item, ["TypeID", "TypeId", "HistoryTypeID", "HistoryType", "Type"]),
    contact: firstOf(item, ["UserName", "User", "UserFullName", "ManagerName"]),
    subject: firstOf(item, ["Subject", "Title"]),
    comment: firstOf(item, ["Content", "Comment", "Description", "Remark"]),
    status: firstOf(item, ["Status", "StatusName"]),
    done: firstOf(item, ["IsDone", "Done"]),
  })),
  v.object({
    date: v.pipe(v.string(), v.transform(parseProviderDate), v.string("the entry has no readable date")),
    type: optionalNumber,
    contact: optionalText,
    subject: optionalText,
    comment: optionalText,
    status: optionalText,
    done: optionalBoolean,
  }),
);
export type OmnicasaCalendarItem = v.InferOutput<typeof calendarItemSchema>;

/** An entry of GetMediaOnlineHistories. Unverified names: MediaName/Media/Name, Url/URL/Link, Date/StartDate/OnlineDate. */
export const mediumItemSchema = v.pipe(
  record,
  v.transform((item) => ({
    name: firstOf(item, ["MediaName", "Media", "MediumName", "Name"]),
    url: firstOf(item, ["Url", "URL", "Link", "MediaUrl"]),
    date: firstOf(item, ["Date", "StartDate", "OnlineDate", "PublishDate"]),
  })),
  v.object({
    name: v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.trim(), v.nonEmpty("the medium has no name")),
    url: optionalText,
    date: optionalText,
  }),
);
export type OmnicasaMediumItem = v.InferOutput<typeof mediumItemSchema>;
