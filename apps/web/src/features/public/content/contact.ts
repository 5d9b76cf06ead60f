export const CONTACT = {
  title: 'Contact us',
  intro: 'Write to us about proposals, the portal or the mission. We answer within three working days.',
  proposalQueries: [
    { scheme: 'Challenge Method', email: 'challenge@srtmi.gov.in' },
    { scheme: 'Open Innovation Method', email: 'openinnovation@srtmi.gov.in' },
    { scheme: 'Steel Startup Accelerator', email: 'startups@srtmi.gov.in' },
    { scheme: 'Steelcollab', email: 'steelcollab@srtmi.gov.in' },
  ],
  administrator: { label: 'Portal administrator (accounts and profiles)', email: 'admin@srtmi.gov.in' },
  phone: { label: 'Office', number: '+91 11 2345 6789', hours: 'Monday to Friday, 9:30 to 18:00 IST' },
  office: {
    label: 'Registered office',
    lines: ['Steel Research & Technology Mission of India', 'Udyog Bhawan, Rafi Marg', 'New Delhi 110011'],
  },
};
