'use server';

import { z } from 'zod';
import { requireUser } from '@/lib/auth/guards';
import { defineAction } from '@/lib/errors/define-action';
import { savePaymentProfile } from '../payment-profile';
import { paymentProfileInput, paymentProfileSchema } from '../schemas';

const schema = z.preprocess(paymentProfileInput, paymentProfileSchema);

export const savePaymentProfileAction = defineAction({ guard: requireUser, schema }, (input, user) => savePaymentProfile(user.id, input));
