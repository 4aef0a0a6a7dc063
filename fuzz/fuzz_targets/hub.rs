//! The Hub protocol's input: any lines, in any order, make a session answer or refuse,
//! never panic.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    let mut session = engine::hub::Session::new("fuzz");
    for line in text.lines().take(64) {
        let _ = engine::hub::parse_line(line);
        let _ = session.handle(line);
    }
});
