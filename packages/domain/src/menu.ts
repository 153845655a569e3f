import { FIELD_LIMITS } from './limits';
import { collectErrors, type Message, messages, type ValidationErrors } from './messages';
import { limitText, requireText, type TextValue } from './text';

const limits = FIELD_LIMITS.menu;

export function validateMenuName(value: TextValue): Message | null {
  return (
    requireText(value, messages.menuNameRequired) ?? limitText(value, limits.name, messages.menuNameTooLong)
  );
}

/** The hidden note: seen only by the club's managers, optional. */
export function validateMenuAdminDisplayName(value: TextValue): Message | null {
  return limitText(value, limits.adminDisplayName, messages.menuAdminDisplayNameTooLong);
}

export function validateMenuFooter(value: TextValue): Message | null {
  return limitText(value, limits.footer, messages.menuFooterTooLong);
}

export type MenuValues = { name?: TextValue; adminDisplayName?: TextValue; footer?: TextValue };
export type MenuField = 'name' | 'adminDisplayName' | 'footer';

export function validateMenu(input: MenuValues): ValidationErrors<MenuField> {
  return collectErrors({
    name: validateMenuName(input.name),
    adminDisplayName: validateMenuAdminDisplayName(input.adminDisplayName),
    footer: validateMenuFooter(input.footer),
  });
}
