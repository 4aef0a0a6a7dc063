//! Any text → a command, nothing, or a parse error; never a panic. What a command's text
//! names, `names_a_command` and `find` agree on.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    let parsed = bot::command::parse(text, "dama_bot");
    let named = bot::command::names_a_command(text, "dama_bot");
    if let Ok(Some(_)) = parsed {
        assert!(named, "parsed as a command but not named one: {text:?}");
    }
    if let Some(word) = text.split_whitespace().next() {
        let _ = bot::command::find(word.trim_start_matches(['!', '/']));
    }
});
