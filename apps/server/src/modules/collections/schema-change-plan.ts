import { diffCollections } from '@atrium/schema';
import type { Collection, CollectionChange } from '@atrium/schema';
import { narrowedFields, planAlterTable, planCreateTable, planDropTable } from './collection-ddl.js';
import type { PlannedIndex, TableOf } from './collection-ddl.js';

/** One collection a change creates, alters or drops: its versions, changes and statements. */
export interface PlannedCollection {
  name: string;
  before: Collection | null;
  /** The stored version the plan was made from (null: not registered); checked again under lock. */
  beforeVersion: number | null;
  after: Collection | null;
  changes: CollectionChange[];
  /** This collection's statements (for its report and its version entry). */
  statements: string[];
  afterCommit: string[];
  rewrites: string[];
  /** The indexes its statements create or drop by name (checked against the catalog first). */
  indexes: PlannedIndex[];
}

export interface SchemaChangePlan {
  collections: PlannedCollection[];
  /** Every statement of the transaction, in the order they run. */
  statements: string[];
  afterCommit: string[];
}

export interface PlanTarget {
  name: string;
  before: Collection | null;
  beforeVersion: number | null;
  /** null: drop the collection. */
  after: Collection | null;
}

/**
 * Orders the statements of several collections' changes so each finds what it needs: new tables
 * first (without their foreign keys), then changes to existing tables (which may point to a new
 * table), then the new tables' foreign keys and relation indexes (new tables may point to one
 * another), and the drops last (after the changes that removed the relations pointing to them).
 */
export function planSchemaChange(targets: readonly PlanTarget[], tableOf: TableOf): SchemaChangePlan {
  const created: string[] = [];
  const altered: string[] = [];
  const references: string[] = [];
  const afterCommit: string[] = [];
  const dropped: Collection[] = [];
  const collections = targets.map((target): PlannedCollection => {
    const planned: PlannedCollection = {
      ...target,
      changes: diffCollections(target.before, target.after),
      statements: [],
      afterCommit: [],
      rewrites: [],
      indexes: [],
    };
    if (!target.before && target.after) {
      const create = planCreateTable(target.after, tableOf);
      created.push(...create.table);
      references.push(...create.references);
      planned.statements = [...create.table, ...create.references];
      planned.indexes = create.indexes;
    } else if (target.before && target.after) {
      if (planned.changes.length === 0) return planned;
      const alter = planAlterTable(target.before, target.after, tableOf, narrowedFields(planned.changes));
      altered.push(...alter.statements);
      afterCommit.push(...alter.afterCommit);
      Object.assign(planned, {
        statements: alter.statements,
        afterCommit: alter.afterCommit,
        rewrites: alter.rewrites,
        indexes: alter.indexes,
      });
    } else if (target.before) {
      dropped.push(target.before);
      planned.statements = planDropTable([target.before]);
    }
    return planned;
  });
  return {
    collections,
    statements: [...created, ...altered, ...references, ...planDropTable(dropped)],
    afterCommit,
  };
}

/** The statements as one text, as a version entry records them. */
export function sqlText(statements: readonly string[], afterCommit: readonly string[]): string {
  const inTransaction = statements.map((s) => `${s};`).join('\n');
  if (afterCommit.length === 0) return inTransaction;
  return `${inTransaction}\n-- after commit\n${afterCommit.map((s) => `${s};`).join('\n')}`;
}
