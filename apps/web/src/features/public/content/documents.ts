/**
 * The mission's downloadable documents. Each PDF is generated at build time by
 * scripts/content/build-documents.mjs from the text in scripts/content/documents/, so a content change
 * is a text change.
 */
export const DOCUMENTS = {
  schemeGuidelines: { href: '/generated/docs/rd-scheme-guidelines.pdf', title: 'R&D Scheme Guidelines' },
  directorAdvertisement: { href: '/generated/docs/director-post-advertisement.pdf', title: 'Advertisement: Director (Research & Technology)' },
  resourceEfficiency: { href: '/generated/docs/resource-efficiency.pdf', title: 'Resource Efficiency in the Steel Sector' },
  miningAndMetals: { href: '/generated/docs/mining-and-metals-industry.pdf', title: 'Mining and Metals Industry: Technology Outlook' },
  technicalPapers: { href: '/generated/docs/technical-papers.pdf', title: 'Technical Papers: Selected Abstracts' },
  registrationCertificate: { href: '/generated/docs/registration-certificate.pdf', title: 'Certificate of Registration' },
  blueprint: { href: '/generated/docs/blueprint.pdf', title: 'Steel Research & Technology Blueprint' },
  proposalTemplate: { href: '/generated/docs/proposal-template.pdf', title: 'Proposal Template' },
} as const;
export type DocumentKey = keyof typeof DOCUMENTS;
