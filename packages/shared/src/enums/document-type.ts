export const DOCUMENT_TYPES = ['Aadhar', 'PAN_crd', 'passport', 'drivers_license', 'voter_id'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const DOCUMENT_TYPE_LABELS: Readonly<Record<DocumentType, string>> = {
  Aadhar: 'Aadhar',
  PAN_crd: 'PAN Card',
  passport: 'Passport',
  drivers_license: "Driver's License",
  voter_id: 'Voter ID',
};
