import type { CreateTheme, Theme, UpdateTheme } from '@atrium/schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { reloadThemeStylesheet } from './theme-stylesheet';
import { themeKeys, themesApi } from './themes-api';

export function useThemes() {
  return useQuery({ queryKey: themeKeys.list(), queryFn: ({ signal }) => themesApi.list(signal) });
}

/**
 * The themes' writes. Each invalidates the list; one that changes what everybody sees (an
 * activation, an edit of the active theme) reloads this tab's theme stylesheet too.
 */
export function useThemeMutations() {
  const queryClient = useQueryClient();
  const settled = (theme?: Theme) => {
    if (theme?.is_active) reloadThemeStylesheet();
    return queryClient.invalidateQueries({ queryKey: themeKeys.all });
  };
  const create = useMutation({
    mutationFn: (input: CreateTheme) => themesApi.create(input),
    onSuccess: (theme) => settled(theme),
  });
  const update = useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: UpdateTheme }) => themesApi.update(id, patch),
    onSuccess: (theme) => settled(theme),
  });
  const activate = useMutation({
    mutationFn: (id: string) => themesApi.activate(id),
    onSuccess: (theme) => settled(theme),
  });
  const remove = useMutation({
    mutationFn: (id: string) => themesApi.remove(id),
    onSuccess: () => settled(),
  });
  return { create, update, activate, remove };
}
