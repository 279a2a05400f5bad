// What a micro-app may use of shell/theme: the site's stylesheet (the light and dark theme
// variables, buttons), so the micro-app looks like the page around it. The micro-app sets the
// theme class itself from its query.
import '../../app.css';
