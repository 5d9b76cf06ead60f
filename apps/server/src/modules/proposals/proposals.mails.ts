import { MESSAGES, PRODUCT_NAME, type ProposalKind, PRODUCT_NAME_HI, writtenDay } from '@portal/shared';
import { kindLabelIn, languageOf, statusLabelIn } from '../../lib/language.js';
import { renderMail } from '../mail/index.js';

/** A recipient: their name, and the language their mails are written in (decision 176). */
type To = { name: string; language?: string | null };

/** A draft's name before it has a title (the web's Hindi of MESSAGES.untitledDraft). */
const UNTITLED_DRAFT_HI = 'शीर्षकहीन प्रारूप';

/** To a registered user named as a collaborator on someone's proposal; `pageUrl` opens it. */
export function collaboratorAddedMail(
  to: To,
  by: { name: string; orgName: string | null },
  kind: ProposalKind,
  title: string,
  pageUrl: string,
  opts: { draft?: boolean } = {},
) {
  const who = by.orgName ? `${by.name} (${by.orgName})` : by.name;
  if (languageOf(to) === 'hi') {
    const label = kindLabelIn(kind.label, 'hi');
    title ||= UNTITLED_DRAFT_HI;
    return renderMail(
      {
        subject: `${PRODUCT_NAME_HI}: आपको सहयोगी के रूप में जोड़ा गया`,
        greeting: `प्रिय ${to.name},`,
        paragraphs: [
          opts.draft
            ? `${who} ने आपको ${label} "${title}" पर सहयोगी के रूप में नामित किया है, जिसे वे ${PRODUCT_NAME_HI} पोर्टल पर लिख रहे हैं: जमा किए जाने तक आप प्रारूप खोलकर उनके साथ उसे संपादित कर सकते हैं।`
            : `${who} ने आपको ${PRODUCT_NAME_HI} पोर्टल पर जमा किए गए ${label} "${title}" पर सहयोगी के रूप में नामित किया है।`,
          'इसे पढ़ने के लिए पोर्टल पर साइन इन करें: यह उन प्रस्तावों में सूचीबद्ध है जिन पर आप सहयोगी हैं। यदि आप इसका भाग नहीं हैं, तो इसे खोलें और "मैं इसका भाग नहीं हूँ" चुनें: आपको इससे हटा दिया जाएगा और आवेदक को सूचित किया जाएगा। इस पर नामित किए जाने के बारे में आपको फिर मेल नहीं भेजा जाएगा; इसके जमा होने और इस पर निर्णय होने पर भेजा जाएगा।',
        ],
        action: { label: `${label} खोलें`, url: pageUrl },
      },
      'hi',
    );
  }
  title ||= MESSAGES.untitledDraft;
  return renderMail({
    subject: `${PRODUCT_NAME}: you were added as a collaborator`,
    greeting: `Dear ${to.name},`,
    paragraphs: [
      opts.draft
        ? `${who} named you as a collaborator on the ${kind.label} "${title}", which they are writing on the ${PRODUCT_NAME} portal: you can open the draft and edit it with them until they submit it.`
        : `${who} named you as a collaborator on the ${kind.label} "${title}", submitted on the ${PRODUCT_NAME} portal.`,
      'Sign in to the portal to read it: it is listed among the proposals you collaborate on. If you are not part of it, open it and choose "I am not part of this": you will be taken off it and the applicant told. You will not be mailed again about being named on it; you will be when it is submitted and when it is decided.',
    ],
    action: { label: `Open the ${kind.label}`, url: pageUrl },
  });
}

/**
 * To the applicant when an admin decides on their proposal: the status by its label, the admin's
 * message when there is one, and a link to the proposal.
 */
/** The next step an approved funding proposal's decision mail names (docs/architecture.md#funded-projects). */
export const FUNDING_APPROVED_NEXT_STEP =
  'Next step: the project set-up. The mission will set up your project on the portal (the approved cost, the grant in three tranches and the milestones) and share the funding agreement; you will be told when it is ready, and will find it under "My projects" on your dashboard.';
const FUNDING_APPROVED_NEXT_STEP_HI =
  'अगला चरण: परियोजना की स्थापना। मिशन पोर्टल पर आपकी परियोजना स्थापित करेगा (अनुमोदित लागत, तीन किस्तों में अनुदान और उपलब्धियाँ) और वित्तपोषण करार साझा करेगा; तैयार होने पर आपको सूचित किया जाएगा, और यह आपके डैशबोर्ड पर "मेरी परियोजनाएँ" के अंतर्गत मिलेगी।';

export function proposalStatusMail(
  to: To,
  kind: ProposalKind,
  title: string,
  change: { statusLabel: string; message?: string; nextStep?: string; pageUrl: string },
) {
  if (languageOf(to) === 'hi') {
    const label = kindLabelIn(kind.label, 'hi');
    const status = statusLabelIn(change.statusLabel, 'hi');
    return renderMail(
      {
        subject: `${PRODUCT_NAME_HI}: आपके ${label} की स्थिति अब ${status} है`,
        greeting: `प्रिय ${to.name},`,
        paragraphs: [
          `पोर्टल के प्रशासकों ने आपके ${label} "${title}" की स्थिति बदलकर यह कर दी है: ${status}।`,
          ...(change.message ? ['आपके लिए उनका संदेश:', change.message] : []),
          ...(change.nextStep ? [change.nextStep === FUNDING_APPROVED_NEXT_STEP ? FUNDING_APPROVED_NEXT_STEP_HI : change.nextStep] : []),
          'इसे पढ़ने के लिए पोर्टल पर साइन इन करें।',
        ],
        action: { label: `अपना ${label} खोलें`, url: change.pageUrl },
      },
      'hi',
    );
  }
  return renderMail({
    subject: `${PRODUCT_NAME}: your ${kind.label} is now ${change.statusLabel}`,
    greeting: `Dear ${to.name},`,
    paragraphs: [
      `The portal administrators changed the status of your ${kind.label} "${title}" to: ${change.statusLabel}.`,
      ...(change.message ? ['Their message to you:', change.message] : []),
      ...(change.nextStep ? [change.nextStep] : []),
      'Sign in to the portal to read it.',
    ],
    action: { label: `Open your ${kind.label}`, url: change.pageUrl },
  });
}

/**
 * To the owner of a public Steelcollab post: someone registered interest (docs/specification.md#statuses).
 * No address: `requestUrl` opens the request to collaborate, and contact is shared once accepted (decision 265).
 */
export function connectionRequestMail(owner: To, from: { name: string; organization: string | null }, kind: ProposalKind, title: string, requestUrl: string) {
  if (languageOf(owner) === 'hi') {
    const label = kindLabelIn(kind.label, 'hi');
    return renderMail(
      {
        subject: `${PRODUCT_NAME_HI}: आपके ${label} "${title}" में रुचि`,
        greeting: `प्रिय ${owner.name},`,
        paragraphs: [
          `${from.organization ? `${from.organization} के ${from.name}` : from.name} ${PRODUCT_NAME_HI} पोर्टल पर आपके ${label} "${title}" के बारे में आपसे संपर्क करना चाहते हैं।`,
          'अनुरोध खोलकर उसे स्वीकार या अस्वीकार करें: स्वीकार करने पर ही आप एक-दूसरे का ई-मेल और फ़ोन देखेंगे।',
        ],
        action: { label: 'अनुरोध खोलें', url: requestUrl },
      },
      'hi',
    );
  }
  return renderMail({
    subject: `${PRODUCT_NAME}: interest in your ${kind.label} "${title}"`,
    greeting: `Dear ${owner.name},`,
    paragraphs: [
      `${from.name}${from.organization ? ` of ${from.organization}` : ''} would like to connect with you about your ${kind.label} "${title}" on the ${PRODUCT_NAME} portal.`,
      'Open the request to accept or decline it: only once you accept do you see each other’s e-mail and phone.',
    ],
    action: { label: 'Open the request', url: requestUrl },
  });
}

/** To the applicant when a person they named says they are not part of the proposal. */
export function collaboratorLeftMail(to: To, who: { name: string; organization: string | null }, kind: ProposalKind, title: string, pageUrl: string) {
  const person = who.organization ? `${who.name} (${who.organization})` : who.name;
  if (languageOf(to) === 'hi') {
    const label = kindLabelIn(kind.label, 'hi');
    return renderMail(
      {
        subject: `${PRODUCT_NAME_HI}: ${who.name} आपके ${label} का भाग नहीं हैं`,
        greeting: `प्रिय ${to.name},`,
        paragraphs: [
          `${person}, जिन्हें आपने ${label} "${title}" पर सहयोगी के रूप में नामित किया था, ने बताया है कि वे इसका भाग नहीं हैं; अब वे इस पर नामित नहीं हैं।`,
          'आप उन्हें इस प्रस्ताव पर फिर से नामित नहीं कर सकते। इसके सहयोगियों को देखने के लिए पोर्टल पर साइन इन करें।',
        ],
        action: { label: `अपना ${label} खोलें`, url: pageUrl },
      },
      'hi',
    );
  }
  return renderMail({
    subject: `${PRODUCT_NAME}: ${who.name} is not part of your ${kind.label}`,
    greeting: `Dear ${to.name},`,
    paragraphs: [
      `${person}, whom you named as a collaborator on the ${kind.label} "${title}", said they are not part of it and is no longer named on it.`,
      'You cannot name them on this proposal again. Sign in to the portal to review its collaborators.',
    ],
    action: { label: `Open your ${kind.label}`, url: pageUrl },
  });
}

/**
 * To the applicant on submission: the reference, what happens next and the receipt PDF attached
 * (docs/architecture.md#drafts-and-receipts). `pageUrl` opens the application.
 */
export function receiptMail(
  to: { name: string; language?: string | null },
  kind: ProposalKind,
  title: string,
  receipt: { reference: string; nextSteps: string; pageUrl: string; round?: { name: string; cutoffAt: string } | null },
) {
  const round = receipt.round;
  if (languageOf(to) === 'hi') {
    const label = kindLabelIn(kind.label, 'hi');
    return renderMail(
      {
        subject: `${PRODUCT_NAME_HI}: आपका ${label} प्राप्त हुआ, संदर्भ संख्या ${receipt.reference}`,
        greeting: `प्रिय ${to.name},`,
        paragraphs: [
          `हमें आपका ${label} "${title}" प्राप्त हुआ है। आपकी संदर्भ संख्या ${receipt.reference} है: इस आवेदन से संबंधित प्रत्येक संदेश में इसका उल्लेख करें।`,
          // The round by its cut-off: its name is the administrators' own words, in English (decision 237).
          ...(round ? [`इसका मूल्यांकन उस मूल्यांकन दौर में होगा जिसकी अंतिम तिथि ${writtenDay(round.cutoffAt, 'hi')} है।`] : []),
          receipt.nextSteps,
          'संलग्न पीडीएफ़ आपकी पावती है: इसमें आपके द्वारा जमा किया गया प्रत्येक क्षेत्र, आपके सहयोगी और प्रत्येक दस्तावेज़ उसके आकार और SHA-256 फ़िंगरप्रिंट सहित सूचीबद्ध हैं।',
        ],
        action: { label: `अपना ${label} खोलें`, url: receipt.pageUrl },
      },
      'hi',
    );
  }
  return renderMail({
    subject: `${PRODUCT_NAME}: your ${kind.label} was received, reference ${receipt.reference}`,
    greeting: `Dear ${to.name},`,
    paragraphs: [
      `We received your ${kind.label} "${title}". Your reference number is ${receipt.reference}: quote it in any message about this application.`,
      ...(round ? [`It is evaluated in ${round.name}, cut-off ${writtenDay(round.cutoffAt)}.`] : []),
      receipt.nextSteps,
      'The attached PDF is your receipt: it lists every field you submitted, your collaborators and each document with its size and SHA-256 fingerprint.',
    ],
    action: { label: `Open your ${kind.label}`, url: receipt.pageUrl },
  });
}

/**
 * To a collaborator when the owner submits the proposal they are named on: its reference and a link to
 * it (one mail per collaborator per submission).
 */
export function collaboratorSubmittedMail(to: To, ownerName: string, kind: ProposalKind, title: string, reference: string, pageUrl: string) {
  if (languageOf(to) === 'hi') {
    const label = kindLabelIn(kind.label, 'hi');
    return renderMail(
      {
        subject: `${PRODUCT_NAME_HI}: ${label} जमा किया गया, संदर्भ संख्या ${reference}`,
        greeting: `प्रिय ${to.name},`,
        paragraphs: [
          `${ownerName} ने ${label} "${title}" जमा किया है, जिस पर आप सहयोगी हैं। इसकी संदर्भ संख्या ${reference} है: इससे संबंधित प्रत्येक संदेश में इसका उल्लेख करें।`,
          'अब इसकी समीक्षा होगी। निर्णय होने पर आपको मेल भेजा जाएगा।',
        ],
        action: { label: `${label} खोलें`, url: pageUrl },
      },
      'hi',
    );
  }
  return renderMail({
    subject: `${PRODUCT_NAME}: the ${kind.label} you are on was submitted, reference ${reference}`,
    greeting: `Dear ${to.name},`,
    paragraphs: [
      `${ownerName} submitted the ${kind.label} "${title}", on which you are a collaborator. Its reference number is ${reference}: quote it in any message about it.`,
      'It will now be reviewed. You will be mailed when it is decided.',
    ],
    action: { label: `Open the ${kind.label}`, url: pageUrl },
  });
}

/** To an administrator on a new submission: what, by whom, its reference, and a link to its admin page. */
export function adminSubmittedMail(to: To, kind: ProposalKind, p: { title: string; by: string; reference: string | null }, pageUrl: string) {
  if (languageOf(to) === 'hi') {
    const label = kindLabelIn(kind.label, 'hi');
    const ref = p.reference ? ` (संदर्भ संख्या ${p.reference})` : '';
    return renderMail(
      {
        subject: `${PRODUCT_NAME_HI}: नया ${label} जमा किया गया${ref}`,
        greeting: `प्रिय ${to.name},`,
        paragraphs: [`${p.by} ने ${label} "${p.title}"${ref} जमा किया है।`, 'इसे पढ़ने और समीक्षक सौंपने के लिए इसका पृष्ठ खोलें।'],
        action: { label: `${label} खोलें`, url: pageUrl },
      },
      'hi',
    );
  }
  const ref = p.reference ? ` (reference ${p.reference})` : '';
  return renderMail({
    subject: `${PRODUCT_NAME}: a new ${kind.label} was submitted${ref}`,
    greeting: `Dear ${to.name},`,
    paragraphs: [`${p.by} submitted the ${kind.label} "${p.title}"${ref}.`, 'Open its page to read it and assign reviewers.'],
    action: { label: `Open the ${kind.label}`, url: pageUrl },
  });
}
