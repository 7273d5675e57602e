import { Alert, Button, Stack, Wrap } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';

/** 'No eSIM found': where to buy one or get help. */
export function NoEsimFound({ message }: { message: string }) {
  return (
    <Alert.Root status="warning" role="alert">
      <Alert.Indicator />
      <Stack gap="3" flex="1">
        <Alert.Title>No eSIM found</Alert.Title>
        <Alert.Description>{message}</Alert.Description>
        <Wrap gap="2">
          <Button asChild size="sm" colorPalette="brand">
            <RouterLink to={paths.home}>Buy eSIM</RouterLink>
          </Button>
          <Button asChild size="sm" variant="outline">
            <RouterLink to={paths.support}>Contact Support</RouterLink>
          </Button>
        </Wrap>
      </Stack>
    </Alert.Root>
  );
}
