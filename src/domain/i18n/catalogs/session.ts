// Log in and sign up (docs/product.md "Log in and sign up", "Messages"), and the answers of the
// session calls (the server answers these English texts in the request's language).
import { defineCatalog } from '../catalog';

export default defineCatalog({
  en: {
    logIn: 'Log In',
    email: 'Email',
    password: 'Password',
    rememberMe: 'Remember Me',
    newUser: 'New?',
    forgotPassword: 'Forgot Password',
    createYourAccount: 'Create Your Account',
    fullName: 'Full Name',
    phone: 'Phone',
    confirmPassword: 'Confirm Password',
    agreeTo: 'I agree to the',
    termsOfUse: 'terms of use',
    register: 'Register',
    haveAccount: 'Already have an account?',
    // docs/product.md "Messages" session: log-in, registration, 401
    loginFailed: 'Authentication error!',
    unauthorized: 'Unauthorized access',
    registrationFailed:
      'Your email address was not found in our database! Account creation is only open to tenants at properties managed by the provider.',
    welcome: 'Authentication successful. Welcome, {name}!',
    // Proof of the e-mail before a login reaches a tenant record (docs/security.md "Accounts")
    registrationNotFound: 'This sign-up has expired or was already used. Please start again.',
    codeExpired: 'This code has expired. Please ask for a new one.',
    tooManyWrongCodes: 'Too many wrong codes. Please start again.',
    emailNotVerified: 'Enter the code we sent to your email to create your account.',
    codeSentTo: 'We sent a 6-digit code to {email}. Enter it to finish creating your account.',
    startOver: 'Start over',
  },
  es: {
    logIn: 'Iniciar sesión',
    email: 'Correo electrónico',
    password: 'Contraseña',
    rememberMe: 'Recordarme',
    newUser: '¿Eres nuevo?',
    forgotPassword: 'Olvidé mi contraseña',
    createYourAccount: 'Crea tu cuenta',
    fullName: 'Nombre completo',
    phone: 'Teléfono',
    confirmPassword: 'Confirmar contraseña',
    agreeTo: 'Acepto los',
    termsOfUse: 'términos de uso',
    register: 'Registrarme',
    haveAccount: '¿Ya tienes una cuenta?',
    loginFailed: '¡Error de autenticación!',
    unauthorized: 'Acceso no autorizado',
    registrationFailed:
      '¡No encontramos tu correo electrónico en nuestra base de datos! Solo pueden crear una cuenta los inquilinos de propiedades administradas por el proveedor.',
    welcome: 'Autenticación correcta. ¡Te damos la bienvenida, {name}!',
    registrationNotFound: 'Este registro venció o ya se usó. Vuelve a empezar.',
    codeExpired: 'Este código venció. Pide uno nuevo.',
    tooManyWrongCodes: 'Demasiados códigos incorrectos. Vuelve a empezar.',
    emailNotVerified:
      'Ingresa el código que enviamos a tu correo electrónico para crear tu cuenta.',
    codeSentTo:
      'Enviamos un código de 6 dígitos a {email}. Ingrésalo para terminar de crear tu cuenta.',
    startOver: 'Volver a empezar',
  },
});
