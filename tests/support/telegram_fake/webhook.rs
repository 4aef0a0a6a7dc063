//! Telegram's side of a webhook: each update POSTed as JSON to the bot's listener, with the
//! secret token in `X-Telegram-Bot-Api-Secret-Token` (https://core.telegram.org/bots/api#setwebhook).

use serde_json::{Value, json};

use super::FakeTelegram;

impl FakeTelegram {
    /// Posts `update` (its `update_id` assigned here) to `target`, the bot's listener
    /// (`http://127.0.0.1:PORT/path`: the HTTPS front is left out), with `secret` in the
    /// header when given. Returns the HTTP status, or the reason no answer came.
    pub async fn deliver(
        &self,
        target: &str,
        secret: Option<&str>,
        mut update: Value,
    ) -> Result<u16, String> {
        let id = {
            let mut inner = self.inner();
            let id = inner.next_update_id;
            inner.next_update_id += 1;
            id
        };
        update["update_id"] = json!(id);
        let mut request = reqwest::Client::new()
            .post(target)
            .timeout(std::time::Duration::from_secs(10))
            .json(&update);
        if let Some(secret) = secret {
            request = request.header("X-Telegram-Bot-Api-Secret-Token", secret);
        }
        match request.send().await {
            Ok(response) => Ok(response.status().as_u16()),
            Err(error) => Err(error.to_string()),
        }
    }
}
