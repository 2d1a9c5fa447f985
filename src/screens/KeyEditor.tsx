import { Text } from 'ink';
export function KeyEditor({ name }: { name: string }) {
  return <Text>{name}</Text>;
}
