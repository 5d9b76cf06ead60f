/** People of the mission's bodies: fictional names, real titles. */
export type Member = { name: string; title: string; organization: string };
export type MemberGroup = { title: string; members: Member[] };

export const GOVERNING_BOARD: MemberGroup[] = [
  { title: 'President', members: [{ name: 'Shri Arvind Raghavan', title: 'Secretary', organization: 'Ministry of Steel, Government of India' }] },
  {
    title: 'Industry members',
    members: [
      { name: 'Shri Vikram Mehta', title: 'Chairman', organization: 'Bharat Ispat Nigam' },
      { name: 'Smt. Leela Krishnan', title: 'Managing Director', organization: 'Deccan Alloy Steels' },
      { name: 'Shri Pradeep Sahu', title: 'Director (Technical)', organization: 'Eastern Coast Steel Works' },
      { name: 'Shri Harish Joshi', title: 'Chief Executive Officer', organization: 'Narmada Special Steels' },
      { name: 'Smt. Anjali Deshpande', title: 'Executive Director (R&D)', organization: 'Konkan Metallics' },
    ],
  },
  {
    title: 'Government members',
    members: [
      { name: 'Shri Rajesh Nair', title: 'Joint Secretary', organization: 'Ministry of Steel' },
      { name: 'Dr. Sunita Rao', title: 'Scientist G', organization: 'Department of Science and Technology' },
      { name: 'Shri Manoj Verma', title: 'Economic Adviser', organization: 'Ministry of Steel' },
    ],
  },
  {
    title: 'Academia members',
    members: [
      { name: 'Prof. Kavitha Subramanian', title: 'Professor of Metallurgical Engineering', organization: 'Indian Institute of Metallurgy Research' },
      { name: 'Prof. Amit Bhattacharya', title: 'Director', organization: 'National Centre for Steel Technology' },
      { name: 'Prof. Farhan Qureshi', title: 'Dean (Research)', organization: 'Kalinga Institute of Materials' },
    ],
  },
  { title: 'Director', members: [{ name: 'Dr. Meenakshi Iyer', title: 'Director', organization: 'Steel Research & Technology Mission of India' }] },
];

export const OVERSIGHT_COMMITTEE: MemberGroup[] = [
  { title: 'President', members: [{ name: 'Shri Arvind Raghavan', title: 'Secretary', organization: 'Ministry of Steel, Government of India' }] },
  {
    title: 'Industry members',
    members: [
      { name: 'Shri Suresh Kulkarni', title: 'Director (Operations)', organization: 'Vindhya Iron & Power' },
      { name: 'Smt. Nandini Bose', title: 'Chief Technology Officer', organization: 'Godavari Rolling Mills' },
    ],
  },
  {
    title: 'Government members',
    members: [
      { name: 'Shri Rajesh Nair', title: 'Joint Secretary', organization: 'Ministry of Steel' },
      { name: 'Smt. Pooja Agarwal', title: 'Director (Finance)', organization: 'Ministry of Steel' },
    ],
  },
  {
    title: 'Academia members',
    members: [{ name: 'Prof. Ramesh Pillai', title: 'Professor of Materials Science', organization: 'Southern University of Engineering' }],
  },
  { title: 'Member Secretary', members: [{ name: 'Dr. Meenakshi Iyer', title: 'Director', organization: 'Steel Research & Technology Mission of India' }] },
];
