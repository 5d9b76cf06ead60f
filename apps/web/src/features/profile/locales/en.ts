import { PROFILE_UPLOAD_MAX_BYTES } from '@portal/shared';

const mb = PROFILE_UPLOAD_MAX_BYTES / (1024 * 1024);

export const profileEn = {
  title: 'My profile',
  status: 'Status',
  edit: 'Edit',
  save: 'Save',
  saving: 'Saving…',
  cancel: 'Cancel',
  seeClarification: 'See Clarification',
  help: 'Document requirements',
  saved: 'Profile updated successfully',
  saveFailedHelp: 'Nothing was saved: your changes are still in the form. Check your connection and choose Save again.',
  /** After a refusal the server gave a reason for (a 403 or 429): the connection is not the cause. */
  saveRefusedHelp: 'Nothing was saved: your changes are still in the form.',
  incomplete: 'Complete your profile to post in Steelcollab and apply for funding: organisation, designation, category and both documents are needed.',
  sections: {
    organization: 'Organization Details',
    governmentId: 'Government-issued ID',
    organizationDoc: 'Organization Affiliation Document',
    address: 'Address Details',
  },
  fields: {
    organization: 'Organization',
    organizationCategory: 'Organization category',
    designation: 'Designation',
    documentType: 'Document type',
    documentNumber: 'Document number',
    governmentIssueddocument: 'Government-issued ID (PDF)',
    organizationDocs: 'Organization document or CV (PDF)',
    addressLine1: 'Address line 1',
    addressLine2: 'Address line 2',
    city: 'City',
    district: 'District',
    state: 'State',
    zip: 'PIN code',
  },
  collab: {
    title: 'Open to collaborate',
    intro:
      'Approved users open to collaborate are suggested to others by shared focus areas and kinds of organisation. Your e-mail and phone are shared only with those whose request you accept.',
    open: 'Suggest me to others as open to collaborate',
    offer: 'What you offer and seek',
    offerHint: 'Facilities, expertise, what you are looking for: at most 500 characters.',
    focusAreas: 'Your focus areas',
    save: 'Save collaboration details',
    saved: 'Collaboration details saved',
  },
  choose: 'Choose…',
  suggestions: 'Organization suggestions',
  current: 'Current file:',
  noFile: 'No file uploaded yet.',
  pickHint: `PDF only, up to ${mb} MB.`,
  helpText: [
    `Both documents must be PDF files of at most ${mb} MB each.`,
    'Government-issued ID: a clear copy of your Aadhar, PAN card, passport, driving licence or voter ID, matching the document type and number you enter.',
    'Organization Affiliation Document: a letter on your organisation’s letterhead, an ID card, or a certificate of incorporation or registration. Independent researchers and innovators may upload their CV instead.',
    'Your profile is complete, and you can post and apply, once organisation, designation, category and both documents are saved. An administrator then reviews and approves your account.',
  ],
};
