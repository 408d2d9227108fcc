/** Every island, by the file name the browser entry imports it from (client/islands/{name}.tsx). */
export type IslandName =
  | "SiteHeader"
  | "BackToTop"
  | "ConsentDialog"
  | "Popup"
  | "Gallery"
  | "VideoFacade"
  | "CopyLink"
  | "SearchBox"
  | "ListingMap"
  | "LeadForm"
  | "AlertForm"
  | "ZonePicker"
  | "AreaDraw"
  | "PasskeyLogin"
  | "PasskeyManager"
  | "CostCalculator";
