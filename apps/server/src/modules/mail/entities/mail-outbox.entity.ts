import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Every mail the server sends, whether or not SMTP is configured; sent_at / error record delivery. */
@Entity({ name: 'mail_outbox' })
export class MailOutboxEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('text')
  to: string;

  @Column('text')
  subject: string;

  @Column('text')
  text: string;

  @Column('text', { nullable: true })
  html: string | null;

  @Column('timestamptz', { default: () => 'clock_timestamp()' })
  created_at: Date;

  @Column('timestamptz', { nullable: true })
  sent_at: Date | null;

  @Column('text', { nullable: true })
  error: string | null;

  /** Single-use secrets in the body (link tokens) until the mail is delivered, used or expired; then null. */
  @Column('text', { array: true, nullable: true })
  live_secrets: string[] | null;

  @Column('timestamptz', { nullable: true })
  secrets_expire_at: Date | null;
}
