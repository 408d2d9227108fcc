/**
 * The lists of referring sites live with the browser's code (client/domain/source-hosts.ts): the
 * page script classifies a visit's referrer with the same rules as the detail-page counter.
 */
export * from "../../client/domain/source-hosts";
