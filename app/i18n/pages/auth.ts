import { defineMessages } from "../messages";

/** The Log In / Sign Up screen. */
export const auth = defineMessages({
  en: {
    tabs: "Log in or sign up",
    login: {
      tab: "Log In",
      title: "Welcome back",
      lead: "Log in to manage your organizations and listings.",
      submit: "Log In",
      pending: "Logging in...",
    },
    signup: {
      tab: "Sign Up",
      title: "Create your account",
      lead: "Sign up to list your organization and keep its profile up to date.",
      submit: "Sign Up",
      pending: "Creating account...",
    },
    guestNotice:
      "You are browsing as a guest. Signing up turns this guest session into your account, so you keep everything you have done so far.",
    signInWithPassword: "Sign in with your password",
    resetPassword: "Reset your password",
    displayName: "Display name",
    displayNameHint: "Shown in the header and on your dashboard.",
    email: "Email",
    password: "Password",
    passwordHint: (min: number) => `At least ${min} characters.`,
    forgotPassword: "Forgot password?",
    confirmPassword: "Confirm password",
    or: "or",
    google: "Continue with Google",
    github: "Continue with GitHub",
    passwordWasReset: "Your password has been reset. Please log in.",
  },
  es: {
    tabs: "Iniciar sesión o registrarse",
    login: {
      tab: "Iniciar sesión",
      title: "Hola de nuevo",
      lead: "Inicia sesión para gestionar tus organizaciones y perfiles.",
      submit: "Iniciar sesión",
      pending: "Iniciando sesión...",
    },
    signup: {
      tab: "Registrarse",
      title: "Crea tu cuenta",
      lead: "Regístrate para publicar tu organización y mantener su perfil al día.",
      submit: "Registrarse",
      pending: "Creando la cuenta...",
    },
    guestNotice:
      "Estás navegando como invitado. Al registrarte, esta sesión de invitado se convierte en tu cuenta, así que conservas todo lo que has hecho hasta ahora.",
    signInWithPassword: "Inicia sesión con tu contraseña",
    resetPassword: "Restablece tu contraseña",
    displayName: "Nombre visible",
    displayNameHint: "Se muestra en la cabecera y en tu panel.",
    email: "Correo electrónico",
    password: "Contraseña",
    passwordHint: (min: number) => `Al menos ${min} caracteres.`,
    forgotPassword: "¿Olvidaste tu contraseña?",
    confirmPassword: "Confirma la contraseña",
    or: "o",
    google: "Continuar con Google",
    github: "Continuar con GitHub",
    passwordWasReset: "Tu contraseña se ha restablecido. Inicia sesión.",
  },
});
