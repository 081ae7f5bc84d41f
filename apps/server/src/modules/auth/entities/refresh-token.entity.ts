import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Every refresh token a session was given (sha256 only). A spent one used again revokes the session. */
@Entity({ name: 'refresh_tokens' })
export class RefreshTokenEntity {
  @PrimaryColumn('text')
  token_hash: string;

  @Column('uuid')
  session_id: string;

  @Column('timestamptz', { default: () => 'now()' })
  created_at: Date;

  @Column('timestamptz', { nullable: true })
  spent_at: Date | null;
}
