import { Text } from 'ink';
export function NewSet() {
  return <Text>new</Text>;
}
