import type { CollectionInput } from '../collection-schema.js';

/**
 * The built-in collections' texts in the interface's other languages (German and Japanese; the
 * declarations hold the English). Kept apart from the declarations so that each of those stays a
 * table's columns at a glance; `withTranslations` puts them where the meta-schema has them
 * (`translations` of the collection, of each field and of each form section), so GET /schemas
 * carries them like an integrator's own. A test checks that every field and section named here
 * exists and that every shown field has a label in each language.
 */

type Texts = { de: string; ja: string };
interface CollectionTexts {
  label: Texts;
  label_plural: Texts;
  description?: Texts;
  /** Field labels (and help texts, placeholders and option labels where the field has them). */
  fields: Record<
    string,
    { label: Texts; help?: Texts; placeholder?: Texts; options?: Record<string, Texts> }
  >;
  /** Form sections by their English label. */
  sections?: Record<string, Texts>;
}

const t = (de: string, ja: string): Texts => ({ de, ja });

const ACTIVE = t('Aktiv', '有効');
const NAME = t('Name', '名前');
const ICON = t('Symbol', 'アイコン');
const DESCRIPTION = t('Beschreibung', '説明');
const ORDER = t('Reihenfolge', '並び順');
const ZONE = t('Zone', 'ゾーン');
const HUB = t('Hub', 'ハブ');
const USER = t('Benutzer', 'ユーザー');
const ROLE = t('Rolle', 'ロール');
const LAYOUT = t('Layout', 'レイアウト');
const METADATA = t('Metadaten', 'メタデータ');
const PATH = t('Pfad', 'パス');

export const BUILTIN_TRANSLATIONS: Readonly<Record<string, CollectionTexts>> = {
  routes: {
    label: t('Route', 'ルート'),
    label_plural: t('Routen', 'ルート'),
    description: t(
      'Seiten der App: Pfad, Komponente und Layout, öffentlich oder nach der Anmeldung.',
      'アプリのページ: パス、コンポーネント、レイアウト。公開またはサインイン後に表示。',
    ),
    fields: {
      path: { label: PATH },
      name: {
        label: NAME,
        help: t(
          'Kleinbuchstaben, Ziffern, „_“, „.“ oder „-“; Links finden Routen über ihren Namen.',
          '小文字、数字、「_」「.」「-」。リンクは名前でルートを探します。',
        ),
      },
      component_name: { label: t('Komponente', 'コンポーネント') },
      component_path: { label: t('Komponentenpfad', 'コンポーネントのパス') },
      layout: { label: LAYOUT },
      is_public: { label: t('Öffentlich', '公開') },
      is_active: { label: ACTIVE },
      metadata: { label: METADATA },
      created_at: { label: t('Erstellt', '作成日時') },
    },
    sections: { Route: t('Route', 'ルート'), Access: t('Zugriff', 'アクセス') },
  },
  users: {
    label: t('Benutzer', 'ユーザー'),
    label_plural: t('Benutzer', 'ユーザー'),
    fields: {
      email: { label: t('E-Mail', 'メールアドレス') },
      email_verified: { label: t('Bestätigt', '確認済み') },
      is_disabled: { label: t('Deaktiviert', '無効') },
      mfa_enabled: { label: t('2FA', '2 段階認証') },
      password_changed_at: { label: t('Passwort geändert', 'パスワード変更日時') },
    },
  },
  user_profiles: {
    label: t('Profil', 'プロフィール'),
    label_plural: t('Profile', 'プロフィール'),
    fields: {
      id: { label: USER },
      role: {
        label: ROLE,
        help: t(
          'Die Plattformrolle: user, admin, super_admin, platform_owner oder eine eigene.',
          'プラットフォームのロール: user、admin、super_admin、platform_owner、またはカスタムロール。',
        ),
      },
      first_name: { label: t('Vorname', '名') },
      last_name: { label: t('Nachname', '姓') },
      extra: { label: t('Weitere Angaben', 'その他の情報') },
    },
  },
  roles: {
    label: t('Rolle', 'ロール'),
    label_plural: t('Rollen', 'ロール'),
    fields: {
      name: {
        label: NAME,
        help: t(
          'snake_case; der Schlüssel, den Berechtigungen und user_profiles.role verwenden. Nicht änderbar.',
          'snake_case。コレクションの権限と user_profiles.role が使うキーです。変更できません。',
        ),
      },
      label: { label: t('Bezeichnung', '表示名') },
      description: { label: DESCRIPTION },
      is_system: { label: t('System', 'システム') },
    },
  },
  zones: {
    label: t('Zone', 'ゾーン'),
    label_plural: t('Zonen', 'ゾーン'),
    fields: {
      name: { label: NAME },
      icon: { label: ICON },
      description: { label: DESCRIPTION },
      is_active: { label: ACTIVE },
    },
  },
  zone_members: {
    label: t('Zonenmitglied', 'ゾーンのメンバー'),
    label_plural: t('Zonenmitglieder', 'ゾーンのメンバー'),
    fields: {
      zone_id: { label: ZONE },
      user_id: { label: USER },
      role: {
        label: ROLE,
        options: {
          owner: t('Inhaber', 'オーナー'),
          admin: t('Admin', '管理者'),
          member: t('Mitglied', 'メンバー'),
          viewer: t('Betrachter', '閲覧者'),
        },
      },
      joined_at: { label: t('Beigetreten', '参加日時') },
    },
  },
  hubs: {
    label: t('Hub', 'ハブ'),
    label_plural: t('Hubs', 'ハブ'),
    fields: {
      zone_id: { label: ZONE },
      name: { label: NAME },
      icon: { label: ICON },
      description: { label: DESCRIPTION },
      is_active: { label: ACTIVE },
      order_index: { label: ORDER },
    },
  },
  modules: {
    label: t('Modul', 'モジュール'),
    label_plural: t('Module', 'モジュール'),
    fields: {
      hub_id: { label: HUB },
      name: { label: NAME },
      type: {
        label: t('Typ', '種類'),
        help: t(
          'Ändert sich nach dem Anlegen nie: Die Konfiguration ergäbe sonst keinen Sinn mehr.',
          '作成後は変更できません。変更すると設定が意味をなさなくなります。',
        ),
        options: {
          markdown: t('Seite', 'ページ'),
          collection: t('Datenbank', 'データベース'),
          form: t('Formular', 'フォーム'),
          link: t('Link', 'リンク'),
        },
      },
      config: { label: t('Konfiguration', '設定') },
      order_index: { label: ORDER },
      is_active: { label: ACTIVE },
    },
  },
  dashboards: {
    label: t('Dashboard', 'ダッシュボード'),
    label_plural: t('Dashboards', 'ダッシュボード'),
    fields: {
      hub_id: { label: HUB },
      name: { label: NAME },
      layout: { label: LAYOUT },
      order_index: { label: ORDER },
    },
  },
  navigation: {
    label: t('Navigationseintrag', 'ナビゲーション項目'),
    label_plural: t('Navigation', 'ナビゲーション'),
    description: t(
      'Die Menüs der angemeldeten App: ein Baum von Links, jeder für eine Rolle und eine Zone oder für alle.',
      'サインイン後のアプリのメニュー: リンクのツリー。各リンクはロールとゾーン、または全員向けです。',
    ),
    fields: {
      title: { label: t('Titel', 'タイトル') },
      label: { label: t('Bezeichnung', 'ラベル') },
      path: { label: PATH },
      href: { label: t('Externe Adresse', '外部 URL') },
      icon: { label: ICON },
      description: { label: DESCRIPTION },
      type: { label: t('Typ', '種類') },
      parent_id: { label: t('Übergeordnet', '親項目') },
      order_index: { label: ORDER },
      is_active: { label: ACTIVE },
      is_visible: { label: t('Sichtbar', '表示') },
      required_role: { label: t('Erforderliche Rolle', '必要なロール') },
      zone_id: { label: ZONE },
      metadata: { label: METADATA },
    },
  },
};

const LANGUAGES = ['de', 'ja'] as const;

function byLanguage<K extends string>(texts: Partial<Record<K, Texts>>) {
  const out: Record<string, Partial<Record<K, string>>> = {};
  for (const language of LANGUAGES) {
    const entry: Partial<Record<K, string>> = {};
    for (const [key, value] of Object.entries(texts) as [K, Texts | undefined][]) {
      if (value) entry[key] = value[language];
    }
    if (Object.keys(entry).length > 0) out[language] = entry;
  }
  return out;
}

/** A built-in declaration with its texts in the other languages, where the meta-schema has them. */
export function withTranslations(collection: CollectionInput): CollectionInput {
  const texts = BUILTIN_TRANSLATIONS[collection.name];
  if (!texts) return collection;
  return {
    ...collection,
    translations: byLanguage({
      label: texts.label,
      label_plural: texts.label_plural,
      description: texts.description,
    }),
    fields: collection.fields.map((field) => {
      const own = texts.fields[field.name];
      if (!own) return field;
      const translations = byLanguage({ label: own.label, help: own.help, placeholder: own.placeholder });
      for (const language of LANGUAGES) {
        if (own.options) {
          translations[language] = {
            ...translations[language],
            options: Object.fromEntries(Object.entries(own.options).map(([v, l]) => [v, l[language]])),
          } as never;
        }
      }
      return { ...field, translations };
    }) as CollectionInput['fields'],
    ...(collection.form
      ? {
          form: {
            sections: collection.form.sections.map((section) => {
              const label = section.label ? texts.sections?.[section.label] : undefined;
              return label ? { ...section, translations: byLanguage({ label }) } : section;
            }),
          },
        }
      : {}),
  };
}
