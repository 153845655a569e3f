/** The emails the server sends, in English: plain text plus a simple HTML version. */
import type { Mail } from '#plugins/mailer.ts';

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function html(paragraphs: string[], link?: { href: string; label: string }): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  const button = link
    ? `<p><a href="${escapeHtml(link.href)}" style="display:inline-block;padding:10px 18px;background:#f76707;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(link.label)}</a></p>
<p style="color:#666;font-size:13px">Or open this address: ${escapeHtml(link.href)}</p>`
    : '';
  return `<!doctype html>
<html><body style="font-family:Arial,Helvetica,sans-serif;color:#222;line-height:1.5">
${body}
${button}
<p style="color:#666;font-size:13px">Tavola – QR-code menus for venues</p>
</body></html>`;
}

interface Person {
  name: string;
  email: string;
}

export function activationMail(user: Person, link: string): Mail {
  const intro = [
    `Hello ${user.name},`,
    'welcome to Tavola! Please confirm your email to activate your account.',
  ];
  return {
    to: user.email,
    subject: 'Activate your Tavola account',
    text: `${intro.join('\n\n')}\n\nActivate your account: ${link}\n\nThe link is valid for 24 hours. If you did not sign up, ignore this email.\n\nTavola`,
    html: html([...intro, 'The link is valid for 24 hours. If you did not sign up, ignore this email.'], {
      href: link,
      label: 'Activate your account',
    }),
  };
}

export function passwordResetMail(user: Person, link: string): Mail {
  const intro = [
    `Hello ${user.name},`,
    'we received a request to reset the password of your Tavola account.',
  ];
  const outro =
    'The link is valid for 1 hour and works once. If you did not ask for it, ignore this email: your password does not change.';
  return {
    to: user.email,
    subject: 'Reset your Tavola password',
    text: `${intro.join('\n\n')}\n\nChoose a new password: ${link}\n\n${outro}\n\nTavola`,
    html: html([...intro, outro], { href: link, label: 'Choose a new password' }),
  };
}

export function accountDeletionMail(user: Person): Mail {
  const paragraphs = [
    `Hello ${user.name},`,
    'we received your request to delete your Tavola account. You have been signed out everywhere and can no longer sign in.',
    'Our team will delete your account and its data. If you did not ask for this, reply to this email.',
  ];
  return {
    to: user.email,
    subject: 'Your Tavola account deletion request',
    text: `${paragraphs.join('\n\n')}\n\nTavola`,
    html: html(paragraphs),
  };
}

export function accountDeletionTeamMail(
  teamEmail: string,
  user: Person & { id: number; surname: string; phone: string },
): Mail {
  const paragraphs = [
    'A user asked to delete their account.',
    `User id: ${user.id}`,
    `Name: ${user.name} ${user.surname}`,
    `Email: ${user.email}`,
    `Phone: ${user.phone}`,
  ];
  return {
    to: teamEmail,
    subject: `Account deletion request: user ${user.id}`,
    text: paragraphs.join('\n'),
    html: html(paragraphs),
  };
}

/**
 * To each owner when their club is activated (by the team's emailed link or by an administrator).
 * `link` opens the club's board in the console.
 */
/** To someone invited to a club's team: who invites, the club, the role, and the link (7 days, once). */
export function clubInvitationMail(
  email: string,
  invitation: {
    clubName: string;
    invitedBy: string;
    role: 'manager' | 'waiter';
    link: string;
    validDays: number;
  },
): Mail {
  const role = invitation.role === 'manager' ? 'a manager' : 'a waiter';
  const paragraphs = [
    'Hello,',
    `${invitation.invitedBy} invites you to join the team of "${invitation.clubName}" on Tavola, as ${role}.`,
    'Open the link to sign up, or to sign in with the Tavola account you already have.',
  ];
  const outro = `The link works once, for ${invitation.validDays} days. If you do not know this club, ignore this email.`;
  return {
    to: email,
    subject: `Join the team of ${invitation.clubName} on Tavola`,
    text: `${paragraphs.join('\n\n')}\n\nJoin the team: ${invitation.link}\n\n${outro}\n\nTavola`,
    html: html([...paragraphs, outro], { href: invitation.link, label: 'Join the team' }),
  };
}

export function clubActivatedMail(owner: Person, clubName: string, link: string): Mail {
  const paragraphs = [
    `Hello ${owner.name},`,
    `good news: your club "${clubName}" is now active on Tavola.`,
    'Your guests can open its menus by scanning the QR codes on the tables.',
  ];
  return {
    to: owner.email,
    subject: `Your club ${clubName} is active`,
    text: `${paragraphs.join('\n\n')}\n\nOpen your club: ${link}\n\nTavola`,
    html: html(paragraphs, { href: link, label: 'Open your club' }),
  };
}

/** To the team when a club is created: who asked, the club's details, and the activation link. */
export function clubActivationRequestMail(
  teamEmail: string,
  club: {
    id: number;
    name: string;
    address: string;
    companyName: string;
    vatNumber: string;
    brand: string | null;
    salesAccount: string | null;
  },
  owner: Person & { surname: string; phone: string },
  link: string,
  validDays: number,
): Mail {
  const paragraphs = [
    'A new club is waiting for activation.',
    `Club: ${club.name} (id ${club.id})`,
    `Address: ${club.address}`,
    `Company: ${club.companyName}, VAT number ${club.vatNumber}`,
    `Partner brand: ${club.brand ?? 'none'}${club.salesAccount ? `, sales account ${club.salesAccount}` : ''}`,
    `Owner: ${owner.name} ${owner.surname}, ${owner.email}, ${owner.phone}`,
    `The link works once and is valid for ${validDays} days. The owner can build menus in the meantime.`,
  ];
  return {
    to: teamEmail,
    subject: `Club activation request: ${club.name}`,
    text: `${paragraphs.join('\n')}\n\nActivate the club: ${link}\n`,
    html: html(paragraphs, { href: link, label: 'Activate the club' }),
  };
}
