import { PROPOSAL_KINDS } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import {
  clarificationAnsweredMail,
  clarificationReminderMail,
  followUpMail,
  profileClarificationMail,
  proposalClarificationMail,
} from '../modules/clarifications/clarifications.mails.js';
import {
  collaboratorAddedMail,
  collaboratorLeftMail,
  connectionRequestMail,
  FUNDING_APPROVED_NEXT_STEP,
  proposalStatusMail,
} from '../modules/proposals/proposals.mails.js';
import { reviewerRoleMail } from '../modules/reviews/reviews.mails.js';

/** The English words of a mail, once its links, addresses and documents' names are taken out. */
const english = (mail: { subject: string; text: string }) =>
  `${mail.subject}\n${mail.text}`
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/\S+@\S+/g, ' ')
    .replace(/\S+\.(pdf|docx?)\b/g, ' ')
    .match(/[A-Za-z]+/g) ?? [];

const url = 'https://portal.example/hi/dashboard/open_innovation/1';
const kind = PROPOSAL_KINDS.openInnovation;
const about = { kindLabel: kind.label, title: 'स्लैग से ऊष्मा' };
const hi = { name: 'सुनीता वर्मा', language: 'hi' };
const en = { name: 'Sunita Verma', language: 'en' };
const person = { name: 'राजेश सिंह', email: 'rajesh@example.in', organization: 'सिंह मिश्रधातु उद्योग' };

/** Each mail of the proposals and clarifications modules, for a recipient (decisions 176, 183). */
const mails = (to: typeof hi | typeof en) => ({
  collaboratorAdded: collaboratorAddedMail(to, { name: person.name, orgName: person.organization }, kind, about.title, url),
  collaboratorAddedToUntitledDraft: collaboratorAddedMail(to, { name: person.name, orgName: null }, kind, '', url, { draft: true }),
  statusApproved: proposalStatusMail(to, kind, about.title, {
    statusLabel: 'Accepted',
    message: 'बधाई हो।',
    nextStep: FUNDING_APPROVED_NEXT_STEP,
    pageUrl: url,
  }),
  connectionRequest: connectionRequestMail(to, person, PROPOSAL_KINDS.problem, about.title, url),
  collaboratorLeft: collaboratorLeftMail(to, person, kind, about.title, url),
  profileClarification: profileClarificationMail(to, 'अपना पैन कार्ड फिर से अपलोड करें।', url),
  proposalClarification: proposalClarificationMail(to, about, 'परीक्षणों के आँकड़े साझा करें।', '2026-12-10', url),
  followUp: followUpMail(to, about, 'कितने टन प्रति दिन?', '2026-12-10', url),
  reminder: clarificationReminderMail(to, about, '2026-12-10', url),
  answered: clarificationAnsweredMail(
    to,
    about,
    { replier: person.name, text: 'आँकड़े संलग्न हैं।', fileName: 'आँकड़े.pdf', changedFields: { en: ['Potential risks'], hi: ['संभावित जोखिम'] } },
    url,
  ),
  reviewerRole: reviewerRoleMail(to, true, url),
});

describe("the proposals' and clarifications' mails in the recipient's language", () => {
  it.each(Object.entries(mails(hi)))('%s: a Hindi recipient reads no English word, and html lang is hi', (_name, mail) => {
    expect(english(mail)).toEqual([]);
    expect(mail.html).toContain('<html lang="hi">');
    expect(mail.text).toContain('प्रिय सुनीता वर्मा,');
  });

  it.each(Object.entries(mails(en)))('%s: an English recipient reads English', (_name, mail) => {
    expect(mail.text).toMatch(/^Dear Sunita Verma,/);
    expect(mail.html).toContain('<html lang="en">');
  });

  it('names the status and the kind in Hindi, and the untitled draft by its Hindi name', () => {
    const all = mails(hi);
    expect(all.statusApproved.subject).toContain('मुक्त नवाचार प्रस्ताव');
    expect(all.statusApproved.text).toContain('स्वीकृत');
    expect(all.collaboratorAddedToUntitledDraft.text).toContain('"शीर्षकहीन प्रारूप"');
    expect(mails(en).collaboratorAddedToUntitledDraft.text).toContain('"Untitled draft"');
  });
});
