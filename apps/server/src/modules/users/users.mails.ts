import { PRODUCT_NAME } from '@portal/shared';
import { renderMail } from '../mail/mail.templates.js';

/** To a user whose registration an admin reviewed: what the dashboard promises while it waits. */
/** `profileUrl`: the profile page, where the status and any clarification are shown. */
export function userStatusMail(to: { name: string }, statusLabel: string, profileUrl: string) {
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
