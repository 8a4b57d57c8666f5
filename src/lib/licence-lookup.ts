/**
 * The Commonwealth of Massachusetts's public lookup of licences and registrations (the Office of
 * Public Safety and Inspections' ePLACE portal), where a homeowner checks a Home Improvement
 * Contractor registration or a Construction Supervisor License by its number, name or town. The
 * strip of trust links each of the business's numbers to it (TrustStrip.tsx).
 */
export const MA_LICENCE_LOOKUP = "https://elicensing21.mass.gov/CitizenAccess/GeneralProperty/PropertyLookUp.aspx?isLicensee=Y"
