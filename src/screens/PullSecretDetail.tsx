import { Text } from 'ink';
export function PullSecretDetail({ name }: { name: string }) {
  return <Text>{name}</Text>;
}
