export type LegalPage = { title: string; updated: string; sections: { heading: string; body: string[] }[] };

export const TERMS: LegalPage = {
  title: 'Terms of use',
  updated: '15 January 2025',
  sections: [
    {
      heading: 'Use of the portal',
      body: [
        'The portal is provided by the Steel Research & Technology Mission of India for applying to its schemes, responding to challenges and using Steelcollab. By registering you agree to these terms.',
      ],
    },
    {
      heading: 'Your account',
      body: [
        'Give true and complete information and keep it up to date. Keep your password secret; you are responsible for what is done with your account. Tell us at once if you suspect misuse.',
      ],
    },
    {
      heading: 'Your content',
      body: [
        'You keep the rights to the proposals, problems and ideas you post. You allow the mission to store, review and, where you choose to post on the portal, show them to other users.',
        'Do not post anything unlawful, confidential to others, or that you have no right to share.',
      ],
    },
    {
      heading: 'Decisions',
      body: ['Funding decisions follow the scheme guidelines and are taken by the mission’s committees. Registration does not entitle anyone to funding.'],
    },
    { heading: 'Changes', body: ['We may change these terms; the date above shows the latest version. Continued use means you accept the changes.'] },
  ],
};

export const PRIVACY: LegalPage = {
  title: 'Privacy policy',
  updated: '15 January 2025',
  sections: [
    {
      heading: 'What we collect',
      body: [
        'Your name, e-mail address, mobile number, organisation details, address, and the identity and organisation documents you upload, together with your proposals and posts.',
      ],
    },
    {
      heading: 'Why',
      body: ['To verify who you are, to evaluate your applications, to contact you about them, and to run and secure the portal. We do not sell your data.'],
    },
    {
      heading: 'Who sees it',
      body: [
        'Your identity documents are seen only by you and the mission’s administrators. Proposals are seen by reviewers and committees. What you choose to post on Steelcollab is seen by other registered users.',
      ],
    },
    { heading: 'How long', body: ['We keep your data while your account is active and afterwards as long as the law or audit of funded projects requires.'] },
    {
      heading: 'Your rights',
      body: ['You may see and correct your profile at any time, and ask us to delete your account by writing to the portal administrator.'],
    },
  ],
};
