import { Column, Entity } from 'typeorm';
import { AdminEventEntity } from '../../../database/admin-event.entity.js';
import type { ThemeAction } from '../themes.repository.js';

/**
 * One change to a theme (migration Themes, append-only): create, update, delete or activate, with
 * the theme's name, label, tokens and is_active before and after. Written by ThemesRepository in
 * the transaction of the change; read by the audit log (entity `theme`).
 */
@Entity({ name: 'theme_events' })
export class ThemeEventEntity extends AdminEventEntity<ThemeAction> {
  /** Not a foreign key: the record of a delete outlives the theme. */
  @Column('uuid', { nullable: true })
  theme_id: string | null;
}
