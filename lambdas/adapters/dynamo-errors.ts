/** True for DynamoDB's "the condition of this write did not hold" (a lost race or a replay). */
export function isConditionFailed(error: unknown): boolean {
  return error instanceof Error && error.name === 'ConditionalCheckFailedException';
}
