//! A reply on its way out, fitted to a platform's limits: pieces that each fit a message
//! ([`split`]), button commands that fit a button's payload ([`button_keys`]), the message a
//! progress reply's later states edit ([`progress`]); lanes per channel served fairly
//! within the platform's rates ([`fair`]); and the service's own messages taken to
//! their platform ([`outbound`]). Each adapter says what its platform counts and allows;
//! nothing here knows a platform.

pub mod button_keys;
pub mod fair;
pub mod outbound;
pub mod progress;
pub mod split;
