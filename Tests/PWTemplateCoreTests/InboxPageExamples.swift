/// The example requests of the public InboxKit page (../shared/spec/inboxkit.md), as published.
enum InboxPageExamples {
    static func request(_ notification: String) -> String {
        #"{"request": {"application": "XXXXX-XXXXX", "auth": "API_TOKEN", "notifications": [\#(notification)]}}"#
    }

    static let carousel = request(#"""
        {"send_date": "now", "ios_title": "New arrivals", "content": "Swipe through this week's drops", "inbox_days": 7,
         "data": {"displayType": "carousel", "carousel": [
           { "image": "https://cdn.example.com/inbox/1.jpg", "title": "New in", "url": "myapp://product/1" },
           { "image": "https://cdn.example.com/inbox/2.jpg", "title": "On sale", "url": "myapp://product/2" },
           { "image": "https://cdn.example.com/inbox/3.jpg" }]},
         "platforms": [1]}
        """#)

    static let video = request(#"""
        {"send_date": "now", "ios_title": "Watch the reveal", "content": "Tap to play", "inbox_days": 7,
         "data": {"displayType": "video", "video": {"url": "https://cdn.example.com/inbox/clip.mp4", "poster": "https://cdn.example.com/inbox/poster.jpg"}},
         "platforms": [1]}
        """#)

    static let wallet = request(#"""
        {"send_date": "now", "ios_title": "Your loyalty card is ready", "content": "Add it to Apple Wallet in one tap", "inbox_days": 7,
         "data": {"displayType": "wallet", "image": "https://cdn.example.com/inbox/loyalty.png",
                  "wallet": "https://passes.example.com/v1/passes/pass.com.example.loyalty/abc123?token=…"},
         "platforms": [1]}
        """#)

    static let customData = request(#"""
        {"send_date": "now", "ios_title": "Summer sale", "content": "30% off everything — limited time only",
         "inbox_image": "https://cdn.example.com/inbox/summer.png", "inbox_days": 7,
         "data": {"displayType": "captioned", "promo_id": "SUMMER2026", "screen": "promo_details"}, "platforms": [1]}
        """#)

    static let buttons = request(#"""
        {"send_date": "now", "ios_title": "New promo card", "content": "Tap a button to claim or save",
         "inbox_image": "https://cdn.example.com/inbox/promo.png", "inbox_days": 7,
         "data": {"displayType": "captioned", "promo_id": "SUMMER2026", "buttons": [
           { "title": "Claim", "url": "https://example.com/promo/SUMMER2026" },
           { "title": "Read",  "action": "markRead" },
           { "title": "Save",  "action": "custom", "tag": "save_promo" }]},
         "platforms": [1]}
        """#)
}
