import {
  isInternalNavigationPath,
  navigationItemCreateSchema,
  NAVIGATION_TITLE_MAX_LENGTH,
  type NavigationItem,
  type NavigationItemCreate,
  type NavigationItemUpdateInput,
  type Route,
} from '@atrium/schema';
import { t } from '@lingui/core/macro';
import { z } from 'zod';

/**
 * The add/edit dialog's values: plain strings for the text fields and selects ('' = none), as the
 * inputs hold them. The schema turns them into a create body and checks it with the shared
 * `navigationItemCreateSchema`, so its messages appear under the same fields.
 */
export interface NavigationFormValues {
  title: string;
  path: string;
  icon: string;
  parent_id: string;
  required_role: string;
  zone_id: string;
  is_active: boolean;
  is_visible: boolean;
}

export const EMPTY_NAVIGATION_FORM: NavigationFormValues = {
  title: '',
  path: '',
  icon: '',
  parent_id: '',
  required_role: '',
  zone_id: '',
  is_active: true,
  is_visible: true,
};

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** An item's type follows its link: a path of this app, an http(s) URL, or none (a group). */
export function navigationTypeFor(path: string | null): string {
  if (path === null) return 'group';
  return isInternalNavigationPath(path) ? 'internal' : 'external';
}

export const navigationFormSchema = z
  .object({
    title: z
      .string()
      .trim()
      // Messages as functions: worded when a form is checked, in the language active then.
      .min(1, { error: () => t`Title is required` })
      .max(NAVIGATION_TITLE_MAX_LENGTH, {
        error: () => {
          const max = NAVIGATION_TITLE_MAX_LENGTH;
          return t`Title must be at most ${max} characters`;
        },
      }),
    path: z.string(),
    icon: z.string(),
    parent_id: z.string(),
    required_role: z.string(),
    zone_id: z.string(),
    is_active: z.boolean(),
    is_visible: z.boolean(),
  })
  .transform((values, ctx): NavigationItemCreate => {
    const path = orNull(values.path);
    const body = navigationItemCreateSchema.safeParse({
      title: values.title,
      path,
      icon: orNull(values.icon),
      type: navigationTypeFor(path),
      parent_id: orNull(values.parent_id),
      required_role: orNull(values.required_role),
      zone_id: orNull(values.zone_id),
      is_active: values.is_active,
      is_visible: values.is_visible,
    });
    if (body.success) return body.data;
    // The shared schema's messages, under the field they name.
    for (const issue of body.error.issues)
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  });

/** The dialog's values for an existing item. */
export function navigationFormValues(item: NavigationItem): NavigationFormValues {
  return {
    title: item.title,
    path: item.path ?? item.href ?? '',
    icon: item.icon ?? '',
    parent_id: item.parent_id ?? '',
    required_role: item.required_role ?? '',
    zone_id: item.zone_id ?? '',
    is_active: item.is_active,
    is_visible: item.is_visible,
  };
}

const EDITABLE = ['title', 'path', 'icon', 'required_role', 'zone_id', 'is_active', 'is_visible'] as const;

/**
 * The PATCH body of an edit: only the fields that changed (the parent and the place are changed
 * by dragging and saved with the reorder). The type follows a changed path; an item with an
 * `href` but no path keeps its link in `href`.
 */
export function navigationUpdatePatch(
  item: NavigationItem,
  values: NavigationItemCreate,
): NavigationItemUpdateInput {
  const patch: Record<string, unknown> = {};
  for (const key of EDITABLE) {
    if (key === 'path' && item.path === null && item.href !== null) {
      if (values.path !== item.href) {
        patch.href = values.path;
        patch.type = values.type;
      }
      continue;
    }
    if (values[key] !== item[key]) patch[key] = values[key];
  }
  if ('path' in patch && values.type !== item.type) patch.type = values.type;
  return patch as NavigationItemUpdateInput;
}

/**
 * The route whose path is `link` (an active one before an inactive one of the same path), so the
 * picker shows the page an item already links to, and follows a link typed by hand.
 */
export function routeForLink(routes: readonly Route[], link: string): Route | undefined {
  const path = link.trim();
  if (!path) return undefined;
  const matches = routes.filter((route) => route.path === path);
  return matches.find((route) => route.is_active) ?? matches[0];
}
