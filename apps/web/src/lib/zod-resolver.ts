import { zodResolver } from '@hookform/resolvers/zod';
import { installGermanZodMessages } from '@zp/domain/validation/zod-de';

// Loaded right after start (main.tsx) and by the first form validation: zod and its German messages stay out
// of the first chunk, so the sign-in page renders before the validation library has arrived.
installGermanZodMessages();

export { zodResolver };
