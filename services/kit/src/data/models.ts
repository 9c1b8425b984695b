import type { Connection, Model, Schema } from 'mongoose';

/**
 * The connection's model of that name, compiled from the schema the first time it is asked for:
 * a repository can be built more than once on one connection (tests, several stores).
 */
export function modelOf<T>(
  connection: Connection,
  name: string,
  schema: Schema<T>,
  collection?: string,
): Model<T> {
  return (connection.models[name] as Model<T> | undefined) ?? connection.model<T>(name, schema, collection);
}
