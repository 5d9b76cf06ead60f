import { PRODUCT_NAME, PRODUCT_NAME_HI, USER_STATUS_LABELS, USER_STATUS_LABELS_HI, type Language, type UserStatus } from '@portal/shared';
import { renderMail } from '../mail/index.js';

/**
 * To a user whose registration an admin reviewed: what the dashboard promises while it waits. In the
 * user's language (decision 176). `profileUrl`: the profile page, where the status and any
 * clarification are shown.
 */
export function userStatusMail(to: { name: string }, status: UserStatus, profileUrl: string, language: Language = 'en') {
  if (language === 'hi') {
    const label = USER_STATUS_LABELS_HI[status];
    return renderMail(
      {
        subject: `${PRODUCT_NAME_HI}: आपके पंजीकरण की स्थिति अब ${label} है`,
        greeting: `प्रिय ${to.name},`,
        paragraphs: [
          `पोर्टल के प्रशासकों ने आपके पंजीकरण की समीक्षा की है और उसकी स्थिति यह निर्धारित की है: ${label}।`,
          'अपना डैशबोर्ड और प्रोफ़ाइल देखने के लिए पोर्टल पर साइन इन करें; माँगा गया कोई भी स्पष्टीकरण वहाँ दिखाया गया है।',
        ],
        action: { label: 'अपनी प्रोफ़ाइल खोलें', url: profileUrl },
      },
      language,
    );
  }
  const statusLabel = USER_STATUS_LABELS[status];
  return renderMail({
    subject: `${PRODUCT_NAME}: your registration is now ${statusLabel}`,
    greeting: `Dear ${to.name},`,
    paragraphs: [
      `The portal administrators reviewed your registration and set its status to: ${statusLabel}.`,
      'Sign in to the portal to see your dashboard and profile; any clarification they asked for is shown there.',
    ],
    action: { label: 'Open your profile', url: profileUrl },
  });
}
