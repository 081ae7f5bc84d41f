import { setupI18n } from '@lingui/core';
import type { I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';

/**
 * The mails' words in every language the interface offers (the client's catalogues: English,
 * German, Japanese), as ICU messages read by Lingui — the library the client translates with,
 * compiling these at first use. English is the source; `satisfies` makes the compiler refuse a
 * language that misses a message, and `mail-texts.spec.ts` checks each uses the source's
 * placeholders only. A mail is written in its recipient's language (`MailLanguages`).
 */
const en = {
  signOff: '— Atrium',
  'verifyEmail.subject': 'Confirm your email address',
  'verifyEmail.body':
    'Confirm that {to} is your email address for Atrium. The link works once, for 24 hours.',
  'verifyEmail.link': 'Confirm email address',
  'resetPassword.subject': 'Reset your password',
  'resetPassword.body1': 'Someone (hopefully you) asked to reset the password of your Atrium account.',
  'resetPassword.body2':
    'The link works once, for 30 minutes. If you did not ask, ignore this mail: your password stays as it is.',
  'resetPassword.link': 'Choose a new password',
  'accountInvite.subject': 'You are invited to Atrium',
  'accountInvite.body1': '{who} created an Atrium account for {to}.',
  'accountInvite.body2':
    'Choose a password to start using it. The link works once, for 7 days. If you did not expect this invitation, ignore this mail.',
  'accountInvite.link': 'Choose your password',
  'passwordChanged.subject': 'Your password was changed',
  'passwordChanged.body1':
    'The password of your Atrium account was just changed, and your other sessions were signed out.',
  'passwordChanged.body2': 'If this was not you, reset your password now and check your two-factor settings.',
  'signUpAttempt.subject': 'Someone tried to sign up with your email address',
  'signUpAttempt.body1': 'Someone tried to create an Atrium account for {to}, which already has one.',
  'signUpAttempt.body2':
    'If this was you, sign in instead, or reset your password if you forgot it. Otherwise you can ignore this mail.',
  'twoFactorEnabled.subject': 'Two-factor authentication is on',
  'twoFactorEnabled.body':
    'Two-factor authentication was turned on for your Atrium account. Keep your recovery codes somewhere safe.',
  'twoFactorDisabled.subject': 'Two-factor authentication is off',
  'twoFactorDisabled.body':
    'Two-factor authentication was turned off for your Atrium account. If this was not you, reset your password now.',
  'recoveryCodesReplaced.subject': 'Your recovery codes were replaced',
  'recoveryCodesReplaced.body1':
    'New two-factor recovery codes were made for your Atrium account; the earlier ones no longer work. Keep the new ones somewhere safe.',
  'recoveryCodesReplaced.body2':
    'If this was not you, reset your password and set up two-factor authentication again.',
  'twoFactorReset.subject': 'Two-factor authentication was reset by an administrator',
  'twoFactorReset.body1':
    'An administrator turned two-factor authentication off for your Atrium account and removed its recovery codes. You sign in with your password alone until you set it up again in your security settings.',
  'twoFactorReset.body2': 'If you did not ask for this, reset your password and contact your administrator.',
  'recoveryCodeUsed.subject': 'A recovery code was used',
  'recoveryCodeUsed.body1':
    'A two-factor recovery code was used to sign in to your Atrium account. {left, plural, one {# unused code left.} other {# unused codes left.}}',
  'recoveryCodeUsed.body2':
    'If this was not you, reset your password and set up two-factor authentication again.',
  'invitation.subject': 'You are invited to join "{zone}" on Atrium',
  'invitation.body1': '{who} invited {to} to join the zone "{zone}" on Atrium as {role}.',
  'invitation.someone': 'A zone administrator',
  'invitation.body2':
    'Open the link to accept. If you have no Atrium account yet, create one with this address through the link. The link works for 7 days.',
  'invitation.body3': 'If you did not expect this invitation, ignore this mail.',
  'invitation.link': 'Accept the invitation',
};

export type MailTextId = keyof typeof en;

const de = {
  signOff: '— Atrium',
  'verifyEmail.subject': 'Bestätige deine E-Mail-Adresse',
  'verifyEmail.body':
    'Bestätige, dass {to} deine E-Mail-Adresse für Atrium ist. Der Link funktioniert einmal, 24 Stunden lang.',
  'verifyEmail.link': 'E-Mail-Adresse bestätigen',
  'resetPassword.subject': 'Setze dein Passwort zurück',
  'resetPassword.body1':
    'Jemand (hoffentlich du) hat darum gebeten, das Passwort deines Atrium-Kontos zurückzusetzen.',
  'resetPassword.body2':
    'Der Link funktioniert einmal, 30 Minuten lang. Wenn du nicht darum gebeten hast, ignoriere diese E-Mail: Dein Passwort bleibt, wie es ist.',
  'resetPassword.link': 'Neues Passwort wählen',
  'accountInvite.subject': 'Du bist zu Atrium eingeladen',
  'accountInvite.body1': '{who} hat ein Atrium-Konto für {to} angelegt.',
  'accountInvite.body2':
    'Wähle ein Passwort, um es zu nutzen. Der Link funktioniert einmal, 7 Tage lang. Wenn du diese Einladung nicht erwartet hast, ignoriere diese E-Mail.',
  'accountInvite.link': 'Passwort wählen',
  'passwordChanged.subject': 'Dein Passwort wurde geändert',
  'passwordChanged.body1':
    'Das Passwort deines Atrium-Kontos wurde soeben geändert, und deine anderen Sitzungen wurden abgemeldet.',
  'passwordChanged.body2':
    'Wenn du das nicht warst, setze jetzt dein Passwort zurück und prüfe deine Einstellungen zur Zwei-Faktor-Authentifizierung.',
  'signUpAttempt.subject': 'Jemand wollte sich mit deiner E-Mail-Adresse registrieren',
  'signUpAttempt.body1': 'Jemand wollte ein Atrium-Konto für {to} anlegen, für das es bereits eines gibt.',
  'signUpAttempt.body2':
    'Wenn du das warst, melde dich stattdessen an oder setze dein Passwort zurück, falls du es vergessen hast. Andernfalls kannst du diese E-Mail ignorieren.',
  'twoFactorEnabled.subject': 'Die Zwei-Faktor-Authentifizierung ist aktiv',
  'twoFactorEnabled.body':
    'Für dein Atrium-Konto wurde die Zwei-Faktor-Authentifizierung eingeschaltet. Bewahre deine Wiederherstellungscodes sicher auf.',
  'twoFactorDisabled.subject': 'Die Zwei-Faktor-Authentifizierung ist aus',
  'twoFactorDisabled.body':
    'Für dein Atrium-Konto wurde die Zwei-Faktor-Authentifizierung ausgeschaltet. Wenn du das nicht warst, setze jetzt dein Passwort zurück.',
  'recoveryCodesReplaced.subject': 'Deine Wiederherstellungscodes wurden ersetzt',
  'recoveryCodesReplaced.body1':
    'Für dein Atrium-Konto wurden neue Wiederherstellungscodes erstellt; die bisherigen funktionieren nicht mehr. Bewahre die neuen sicher auf.',
  'recoveryCodesReplaced.body2':
    'Wenn du das nicht warst, setze dein Passwort zurück und richte die Zwei-Faktor-Authentifizierung neu ein.',
  'twoFactorReset.subject': 'Ein Administrator hat deine Zwei-Faktor-Authentifizierung zurückgesetzt',
  'twoFactorReset.body1':
    'Ein Administrator hat die Zwei-Faktor-Authentifizierung deines Atrium-Kontos ausgeschaltet und die Wiederherstellungscodes entfernt. Du meldest dich nur mit deinem Passwort an, bis du sie in deinen Sicherheitseinstellungen wieder einrichtest.',
  'twoFactorReset.body2':
    'Wenn du nicht darum gebeten hast, setze dein Passwort zurück und wende dich an deinen Administrator.',
  'recoveryCodeUsed.subject': 'Ein Wiederherstellungscode wurde verwendet',
  'recoveryCodeUsed.body1':
    'Mit einem Wiederherstellungscode wurde sich bei deinem Atrium-Konto angemeldet. {left, plural, one {# ungenutzter Code übrig.} other {# ungenutzte Codes übrig.}}',
  'recoveryCodeUsed.body2':
    'Wenn du das nicht warst, setze dein Passwort zurück und richte die Zwei-Faktor-Authentifizierung neu ein.',
  'invitation.subject': 'Du bist eingeladen, „{zone}“ auf Atrium beizutreten',
  'invitation.body1': '{who} hat {to} eingeladen, der Zone „{zone}“ auf Atrium als {role} beizutreten.',
  'invitation.someone': 'Ein Administrator der Zone',
  'invitation.body2':
    'Öffne den Link, um anzunehmen. Wenn du noch kein Atrium-Konto hast, erstelle über den Link eines mit dieser Adresse. Der Link funktioniert 7 Tage lang.',
  'invitation.body3': 'Wenn du diese Einladung nicht erwartet hast, ignoriere diese E-Mail.',
  'invitation.link': 'Einladung annehmen',
} satisfies Record<MailTextId, string>;

const ja = {
  signOff: '— Atrium',
  'verifyEmail.subject': 'メールアドレスを確認してください',
  'verifyEmail.body':
    '{to} が Atrium で使うメールアドレスであることを確認してください。リンクは 1 回だけ、24 時間有効です。',
  'verifyEmail.link': 'メールアドレスを確認',
  'resetPassword.subject': 'パスワードをリセットしてください',
  'resetPassword.body1': 'Atrium アカウントのパスワードのリセットが依頼されました。',
  'resetPassword.body2':
    'リンクは 1 回だけ、30 分間有効です。依頼していない場合はこのメールを無視してください。パスワードは変わりません。',
  'resetPassword.link': '新しいパスワードを設定',
  'accountInvite.subject': 'Atrium に招待されました',
  'accountInvite.body1': '{who} が {to} の Atrium アカウントを作成しました。',
  'accountInvite.body2':
    'パスワードを設定して利用を開始してください。リンクは7日間、1回だけ有効です。心当たりがない場合は、このメールを無視してください。',
  'accountInvite.link': 'パスワードを設定',
  'passwordChanged.subject': 'パスワードが変更されました',
  'passwordChanged.body1':
    'Atrium アカウントのパスワードが変更され、ほかのセッションはサインアウトされました。',
  'passwordChanged.body2':
    '心当たりがない場合は、すぐにパスワードをリセットし、2要素認証の設定を確認してください。',
  'signUpAttempt.subject': 'あなたのメールアドレスでアカウントの作成が試みられました',
  'signUpAttempt.body1':
    '{to} の Atrium アカウントを作成しようとした人がいますが、このアドレスのアカウントはすでにあります。',
  'signUpAttempt.body2':
    'ご自身の場合は、代わりにサインインするか、パスワードを忘れた場合はリセットしてください。そうでなければ、このメールは無視してかまいません。',
  'twoFactorEnabled.subject': '2要素認証がオンになりました',
  'twoFactorEnabled.body':
    'Atrium アカウントの2要素認証がオンになりました。リカバリーコードは安全な場所に保管してください。',
  'twoFactorDisabled.subject': '2要素認証がオフになりました',
  'twoFactorDisabled.body':
    'Atrium アカウントの2要素認証がオフになりました。心当たりがない場合は、すぐにパスワードをリセットしてください。',
  'recoveryCodesReplaced.subject': 'リカバリーコードが置き換えられました',
  'recoveryCodesReplaced.body1':
    'Atrium アカウントの新しいリカバリーコードが作成されました。以前のコードはもう使えません。新しいコードは安全な場所に保管してください。',
  'recoveryCodesReplaced.body2':
    '心当たりがない場合は、パスワードをリセットし、2要素認証を設定し直してください。',
  'twoFactorReset.subject': '管理者が2要素認証をリセットしました',
  'twoFactorReset.body1':
    '管理者が Atrium アカウントの2要素認証をオフにし、リカバリーコードを削除しました。セキュリティ設定で再設定するまでは、パスワードだけでサインインします。',
  'twoFactorReset.body2': '依頼していない場合は、パスワードをリセットし、管理者に連絡してください。',
  'recoveryCodeUsed.subject': 'リカバリーコードが使用されました',
  'recoveryCodeUsed.body1':
    'リカバリーコードを使って Atrium アカウントにサインインしました。未使用のコードは残り {left, plural, other {# 個}} です。',
  'recoveryCodeUsed.body2': '心当たりがない場合は、パスワードをリセットし、2要素認証を設定し直してください。',
  'invitation.subject': 'Atrium の「{zone}」に招待されています',
  'invitation.body1': '{who} が {to} を Atrium のゾーン「{zone}」に {role} として招待しました。',
  'invitation.someone': 'ゾーンの管理者',
  'invitation.body2':
    'リンクを開いて承諾してください。Atrium のアカウントをまだ持っていない場合は、リンクからこのアドレスでアカウントを作成してください。リンクは 7 日間有効です。',
  'invitation.body3': 'この招待に心当たりがない場合は、このメールを無視してください。',
  'invitation.link': '招待を承諾',
} satisfies Record<MailTextId, string>;

export const MAIL_LOCALES = ['en', 'de', 'ja'] as const;
export type MailLocale = (typeof MAIL_LOCALES)[number];

/** Every language's messages, for the catalogue check. */
export const MAIL_TEXTS: Readonly<Record<MailLocale, Readonly<Record<MailTextId, string>>>> = { en, de, ja };

const instances = new Map<MailLocale, I18n>();

function i18nFor(locale: MailLocale): I18n {
  let i18n = instances.get(locale);
  if (!i18n) {
    i18n = setupI18n({ locale, messages: { [locale]: MAIL_TEXTS[locale] } });
    i18n.setMessagesCompiler(compileMessage);
    instances.set(locale, i18n);
  }
  return i18n;
}

/** One message of a mail in `locale`, its placeholders filled with `values` (inserted as text). */
export function mailText(
  locale: MailLocale,
  id: MailTextId,
  values: Record<string, string | number> = {},
): string {
  return i18nFor(locale)._({ id, values });
}

/** The mail language of a preference tag (`de-DE` → `de`); English for anything else. */
export function mailLocaleOf(tag: string | null | undefined): MailLocale {
  const primary = (tag ?? '').split('-')[0]?.toLowerCase();
  return (MAIL_LOCALES as readonly string[]).includes(primary ?? '') ? (primary as MailLocale) : 'en';
}
