/** Every staff island, by the file the staff entry imports it from (client/staff/islands/{name}.tsx). */
export type StaffIslandName = "SortableList" | "RichText" | "AddressFill" | "OptionFilter" | "ImageAlt";
