import 'server-only';
import NextAuth from 'next-auth';
import { authConfig } from './config';

// Built per request so that the sign-in callback can see who is already signed in (old-account linking).
export const { handlers, auth, signIn, signOut } = NextAuth((request) => authConfig(request));
